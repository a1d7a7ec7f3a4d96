// title: Both diagonal masks shifted the same way
// 标题: 两个对角线掩码往同一个方向移
// en: Going down one row, a queen's attack along its `\` diagonal moves one
// en: column right and its attack along its `/` anti-diagonal one column left,
// en: so the two masks must shift in opposite directions. Shifting both the
// en: same way moves the `/` attacks off their squares, and boards with two
// en: queens on one anti-diagonal are counted.
// zh: 往下走一行，皇后沿主对角线（`\`）的攻击在棋盘上向右挪一列，沿次对角线（`/`）的攻击
// zh: 向左挪一列，所以两个对角线掩码必须朝相反的方向移。两个都朝同一个方向移，次对角线上的
// zh: 攻击就落到了别的格子上，两个皇后在同一条次对角线上的路径也被算成了解。
// 错误: 应为 `>> 1`
impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        let full = (1_u32 << n) - 1;
        Self::place(full, 0, 0, 0)
    }

    fn place(full: u32, columns: u32, diagonals: u32, anti_diagonals: u32) -> i32 {
        if columns == full {
            return 1;
        }
        let mut count = 0;
        let mut free = full & !(columns | diagonals | anti_diagonals);
        while free != 0 {
            let queen = free & free.wrapping_neg();
            free &= free - 1;
            count += Self::place(
                full,
                columns | queen,
                (diagonals | queen) << 1,
                (anti_diagonals | queen) << 1, // the mistake: `>> 1`
            );
        }
        count
    }
}
