// title: The mirror counting the middle column of odd n twice
// 标题: 镜像对称时把奇数 n 的中间列算了两次
// en: Every board with its first queen in the left half has a mirror image
// en: with it in the right half, so the left half's count is doubled. For odd
// en: `n` the middle column is its own mirror: a board with its first queen
// en: there has its mirror image among those boards too, so they were all
// en: counted already, each with its mirror. Doubling them counts each twice.
// en: n = 1 shows it at once: its one board is its own mirror, yet counted 2.
// zh: 第 0 行（最上面一行）的皇后在左半边的每个解，在右半边都有一个镜像解，所以左半边的数目要乘 2。
// zh: 奇数 `n` 的中间列的镜像是它自己：第 0 行皇后在中间列的解，镜像之后皇后还在
// zh: 中间列，所以这些解连同各自的镜像都已经数过了。再乘 2，每个都算了两次。
// zh: n = 1 一试就露馅：它唯一的解就是自己的镜像，却被算成 2 个。
// 错误: 中间那列也乘了 2
impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        let full = (1_u32 << n) - 1;
        let mut count = 0;
        for column in 0..(n + 1) / 2 {
            let queen = 1 << column;
            count += 2 * Self::place(full, queen, queen << 1, queen >> 1); // the mistake: the middle too
        }
        count
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
                (anti_diagonals | queen) >> 1,
            );
        }
        count
    }
}
