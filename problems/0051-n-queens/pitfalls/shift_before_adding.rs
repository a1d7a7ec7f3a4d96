// title: Shifting before adding the new queen
// 标题: 先移位、后加新皇后
// en: The masks hold what is attacked in the row being filled. A new queen's
// en: bit has to be added before the shift, so that its diagonal attacks
// en: reach the next row one column over. Added after it, every diagonal
// en: attack lags a row: `k` rows down it lands `k - 1` columns over, never
// en: on the diagonal. Queens on one diagonal go unseen at any distance, and
// en: squares no queen attacks are blocked: at n = 4 it returns 8 boards,
// en: none a solution.
// zh: 掩码记录的是正在填的这一行里哪些格子被攻击。新皇后的位要先并进掩码再移位，
// zh: 它的对角线攻击才会落在下一行偏一列的格子上。先移位再并进去，对角线攻击整体慢了
// zh: 一行：往下 `k` 行，它只偏 `k - 1` 列，永远落不到对角线上。于是同一条对角线上的皇后
// zh: 隔多远都挡不住，没被攻击的格子反而被挡住了：n = 4 时它输出 8 个棋盘，没有一个是解。
// 错误: 应为 `(diagonals | queen) << 1`
// 错误: 这里也错，应为 `(anti_diagonals | queen) >> 1`
impl Solution {
    pub fn solve_n_queens(n: i32) -> Vec<Vec<String>> {
        let n = n as usize;
        let full = (1_u32 << n) - 1;
        let mut queens = Vec::new();
        let mut boards = Vec::new();
        Self::place(n, full, 0, 0, 0, &mut queens, &mut boards);
        boards
    }

    fn place(
        n: usize,
        full: u32,
        columns: u32,
        diagonals: u32,
        anti_diagonals: u32,
        queens: &mut Vec<usize>,
        boards: &mut Vec<Vec<String>>,
    ) {
        if columns == full {
            let row = |queen: usize| (0..n).map(|c| if c == queen { 'Q' } else { '.' }).collect();
            boards.push(queens.iter().map(|&queen| row(queen)).collect());
            return;
        }
        let mut free = full & !(columns | diagonals | anti_diagonals);
        while free != 0 {
            let queen = free & free.wrapping_neg();
            free &= free - 1;
            queens.push(queen.trailing_zeros() as usize);
            Self::place(
                n,
                full,
                columns | queen,
                (diagonals << 1) | queen, // the mistake: `(diagonals | queen) << 1`
                (anti_diagonals >> 1) | queen, // the mistake too: `(anti_diagonals | queen) >> 1`
                queens,
                boards,
            );
            queens.pop();
        }
    }
}
