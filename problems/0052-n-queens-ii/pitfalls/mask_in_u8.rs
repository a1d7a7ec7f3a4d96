// title: `1 << n` overflowing its type
// 标题: `1 << n` 超出类型位宽
// en: LeetCode's `n` is at most 9, and a `u8` has 8 bits: `1_u8 << 8` shifts
// en: by the type's whole width. A debug build panics; a release build (no
// en: overflow checks), which LeetCode appears to use and this project's judge
// en: uses (`-C opt-level=2`), shifts by `8 % 8 = 0` instead: `1_u8 << 0` is 1, and
// en: `1 - 1` is 0, so `full` is 0 and the first board is "complete" before
// en: any queen is placed. A `u32` mask overflows the same way at n = 32, and
// en: an `i32` count overflows too past n = 18, where the count passes
// en: `i32::MAX`. Pick the type from the largest input, not the usual one.
// zh: 力扣的 `n` 最大是 9，可 `u8` 只有 8 位：`1_u8 << 8` 移动的位数等于类型的宽度。debug
// zh: 构建会 panic；release 构建不做溢出检查（力扣看来用的就是它，本项目的评测程序 `-C opt-level=2`
// zh: 也是），只移 `8 % 8 = 0` 位：`1_u8 << 0` 还是 1，再减 1 就是 0，于是 `full` 成了 0，
// zh: 一个皇后还没放就算“放满”了，直接数成一个解。
// zh: `u32` 掩码到 n = 32 也会这样溢出；`i32` 计数在 n 超过 18 时也会溢出，因为解的个数
// zh: 超过了 `i32::MAX`。类型要按最大的输入来选，不能按常见的输入。
// 错误: `1_u8 << 8` 已经溢出，n = 8 就错
impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        let full = (1_u8 << n) - 1; // the mistake: `1_u8 << 8` already overflows, wrong from n = 8
        Self::place(full, 0, 0, 0)
    }

    fn place(full: u8, columns: u8, diagonals: u8, anti_diagonals: u8) -> i32 {
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
