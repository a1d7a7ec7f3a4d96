// title: Building each board's strings inside the search
// 标题: 在搜索过程中拼每个棋盘的字符串
// en: Right answers, but slower than necessary. This is the bitmask search,
// en: but it keeps the board's rows as strings while it searches: every queen
// en: it tries gets its row built, character by character, and pushed, and
// en: most of those rows are thrown away at a dead end. Far more queens are
// en: tried than boards found, so the search needs only the queens' columns:
// en: make the `n` possible rows once and clone them when a board is found.
// zh: 答案没错，只是比该有的慢。这是位运算搜索，但它一边搜索一边用字符串保存棋盘的各行：
// zh: 每试一个皇后，就一个字符一个字符地拼出它那一行再压进去，大部分到了死路就白拼了。
// zh: 试过的皇后比找到的棋盘多得多，所以搜索时只需记下每行皇后的列号，找到解时再写出
// zh: 各行（也可以把 `n` 种可能的行事先做好，找到解时每行克隆一次）。
// 错误: 每试一个皇后，就为这一行生成一次字符串
impl Solution {
    pub fn solve_n_queens(n: i32) -> Vec<Vec<String>> {
        let n = n as usize;
        let full = (1_u32 << n) - 1;
        let mut rows = Vec::new();
        let mut boards = Vec::new();
        Self::place(n, full, 0, 0, 0, &mut rows, &mut boards);
        boards
    }

    fn place(
        n: usize,
        full: u32,
        columns: u32,
        diagonals: u32,
        anti_diagonals: u32,
        rows: &mut Vec<String>,
        boards: &mut Vec<Vec<String>>,
    ) {
        if columns == full {
            boards.push(rows.clone());
            return;
        }
        let mut free = full & !(columns | diagonals | anti_diagonals);
        while free != 0 {
            let queen = free & free.wrapping_neg();
            free &= free - 1;
            let column = queen.trailing_zeros() as usize;
            let mut row = String::new();
            for c in 0..n {
                row.push(if c == column { 'Q' } else { '.' });
            }
            rows.push(row); // the mistake: a row's string for every queen tried
            Self::place(
                n,
                full,
                columns | queen,
                (diagonals | queen) << 1,
                (anti_diagonals | queen) >> 1,
                rows,
                boards,
            );
            rows.pop();
        }
    }
}
