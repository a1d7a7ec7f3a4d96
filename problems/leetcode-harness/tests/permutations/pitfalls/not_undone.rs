// title: A number not freed on the way back
// 标题: 回溯时忘了把数字放回去
// en: Backtracking is choose, recurse, undo. Here a number is taken off the
// en: path when the search goes back up, but stays marked as used, so no
// en: later branch may take it again: only the first order is found.
// zh: 回溯就是做选择、递归、撤销选择。这里回退时数字从路径上拿掉了，却仍标记为已用，
// zh: 后面的分支再也不能选它：只找到了第一个排列。
// 错误: `used[i]` 仍是 true
impl Solution {
    pub fn permute(nums: Vec<i32>) -> Vec<Vec<i32>> {
        let mut used = vec![false; nums.len()];
        let mut path = Vec::new();
        let mut all = Vec::new();
        Self::place(&nums, &mut used, &mut path, &mut all);
        all
    }

    fn place(nums: &[i32], used: &mut [bool], path: &mut Vec<i32>, all: &mut Vec<Vec<i32>>) {
        if path.len() == nums.len() {
            all.push(path.clone());
            return;
        }
        for i in 0..nums.len() {
            if used[i] {
                continue;
            }
            used[i] = true;
            path.push(nums[i]);
            Self::place(nums, used, path, all);
            path.pop();
            // the mistake: `used[i]` stays true
        }
    }
}
