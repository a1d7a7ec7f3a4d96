// title: `!` without the `full` mask
// 标题: 取反 `!` 之后没有和 `full` 相与
// en: `!(columns | diagonals | anti_diagonals)` flips all 32 bits, so it also
// en: turns on every bit above `n - 1` that no mask holds: columns that do not
// en: exist. Without `full & ...`, the search
// en: places queens there too. Here it counts a board when `n` rows are
// en: filled, so every placement with some queens off the board is counted:
// en: far too many. (Ending on `columns == full` instead, it would search
// en: about as much as 32 queens do, and never finish.)
// zh: `!(columns | diagonals | anti_diagonals)` 把 32 位全部取反，第 `n - 1` 位以上没有
// zh: 哪个掩码占着的位也都成了 1，而这些位对应的列在棋盘上根本不存在。少了 `full & ...`，
// zh: 搜索就会把皇后放到这些列上。这里填满 `n` 行就算一个解，于是有皇后落在棋盘外的
// zh: 路径也都被数成了解，多得离谱。（要是以 `columns == full` 作为结束条件，搜索量就和
// zh: 32 皇后差不多，永远跑不完。）
// 错误: 少了 `full &`
impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        Self::place(n, 0, 0, 0, 0)
    }

    fn place(n: i32, row: i32, columns: u32, diagonals: u32, anti_diagonals: u32) -> i32 {
        if row == n {
            return 1;
        }
        let mut count = 0;
        let mut free = !(columns | diagonals | anti_diagonals); // the mistake: no `full &`
        while free != 0 {
            let queen = free & free.wrapping_neg();
            free &= free - 1;
            count += Self::place(
                n,
                row + 1,
                columns | queen,
                (diagonals | queen) << 1,
                (anti_diagonals | queen) >> 1,
            );
        }
        count
    }
}
