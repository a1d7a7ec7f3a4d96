// title: Shifting before adding the new queen
// 标题: 先移位、后加新皇后
// en: The masks hold what is attacked in the row being filled. A new queen's
// en: bit has to be added before the shift, so that its diagonal attacks
// en: reach the next row one column over. Added after the shift, each attack
// en: lands on the queen's own column (already taken) and reaches the
// en: diagonal square one row late: queens next to each other on a diagonal
// en: go unseen.
// zh: 掩码记录的是正在填的这一行里哪些格子被攻击。新皇后的位要先并进掩码再移位，
// zh: 它的斜线攻击才会落在下一行偏一列的格子上。先移位再并进去，攻击就落在皇后
// zh: 自己那一列（本来就被占了），斜线上紧挨着的格子要晚一行才被挡住：斜向相邻的
// zh: 两个皇后看不出来。
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
                (diagonals << 1) | queen, // the mistake: `(diagonals | queen) << 1`
                (anti_diagonals >> 1) | queen, // the mistake too: `(anti_diagonals | queen) >> 1`
            );
        }
        count
    }
}
