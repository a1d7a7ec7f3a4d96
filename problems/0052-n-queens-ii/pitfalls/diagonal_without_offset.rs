// title: A `bool` diagonal array indexed by `r - c` without the offset
// 标题: 用 `r - c` 直接当 `bool` 对角线数组的下标，没加偏移
// en: `row - column` runs from `-(n - 1)` to `n - 1`. In `usize` it cannot go
// en: below zero: a debug build panics at the subtraction; a release build
// en: (no overflow checks), which LeetCode appears to use and this project's
// en: judge uses (`-C opt-level=2`), wraps it to a number near 2^64, and
// en: indexing with it panics instead. Add an offset: `n - 1` numbers the
// en: `2n - 1` diagonals 0 to `2n - 2`; the interview answer adds `n`
// en: (1 to `2n - 1`, in `2n` entries).
// zh: `row - column` 的取值是 `-(n - 1)` 到 `n - 1`，而 `usize` 不能小于 0：debug 构建在减法处
// zh: 就 panic；release 构建不做溢出检查（力扣看来用的就是它，本项目的评测程序 `-C opt-level=2` 也是），
// zh: 减法绕回成接近 2^64 的数，拿它当下标时 panic。要加上 `n - 1`（`row + n - 1 - column`），
// zh: 让 `2n - 1` 条主对角线（`\`）的编号落在 0 到 `2n - 2`；面试写法加的是 `n`，编号落在 1 到
// zh: `2n - 1`，所以数组开 `2n` 个。
// 错误: 应为 `row + n - 1 - column`
impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        let n = n as usize;
        let mut columns = vec![false; n];
        let mut diagonals = vec![false; 2 * n];
        let mut anti_diagonals = vec![false; 2 * n];
        Self::place(n, 0, &mut columns, &mut diagonals, &mut anti_diagonals)
    }

    fn place(
        n: usize,
        row: usize,
        columns: &mut [bool],
        diagonals: &mut [bool],
        anti_diagonals: &mut [bool],
    ) -> i32 {
        if row == n {
            return 1;
        }
        let mut count = 0;
        for column in 0..n {
            let diagonal = row - column; // the mistake: `row + n - 1 - column`
            let anti_diagonal = row + column;
            if columns[column] || diagonals[diagonal] || anti_diagonals[anti_diagonal] {
                continue;
            }
            columns[column] = true;
            diagonals[diagonal] = true;
            anti_diagonals[anti_diagonal] = true;
            count += Self::place(n, row + 1, columns, diagonals, anti_diagonals);
            columns[column] = false;
            diagonals[diagonal] = false;
            anti_diagonals[anti_diagonal] = false;
        }
        count
    }
}
