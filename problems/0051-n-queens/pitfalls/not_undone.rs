// title: An array entry not undone on the way back
// 标题: 回溯时忘了把数组里的标记改回去
// en: Backtracking is choose, recurse, undo. Here a queen's anti-diagonal is
// en: marked taken and never marked free again when the search goes back up,
// en: so later branches see attacks from queens no longer on the board, and
// en: boards are missing.
// zh: 回溯就是做选择、递归、撤销选择。这里皇后所在的次对角线（`/`）标记为占用后，回退时
// zh: 没有改回来，后面的分支会被已经不在棋盘上的皇后“攻击”，有些解就漏掉了。
// 错误: 少了 `taken.anti_diagonals[anti_diagonal] = false;`
impl Solution {
    pub fn solve_n_queens(n: i32) -> Vec<Vec<String>> {
        let n = n as usize;
        let mut taken = Taken {
            columns: vec![false; n],
            diagonals: vec![false; 2 * n],
            anti_diagonals: vec![false; 2 * n],
        };
        let mut queens = Vec::new();
        let mut boards = Vec::new();
        Self::place(n, 0, &mut taken, &mut queens, &mut boards);
        boards
    }

    fn place(
        n: usize,
        row: usize,
        taken: &mut Taken,
        queens: &mut Vec<usize>,
        boards: &mut Vec<Vec<String>>,
    ) {
        if row == n {
            let line = |queen: usize| (0..n).map(|c| if c == queen { 'Q' } else { '.' }).collect();
            boards.push(queens.iter().map(|&queen| line(queen)).collect());
            return;
        }
        for column in 0..n {
            let diagonal = row + n - 1 - column;
            let anti_diagonal = row + column;
            if taken.columns[column] || taken.diagonals[diagonal] || taken.anti_diagonals[anti_diagonal] {
                continue;
            }
            taken.columns[column] = true;
            taken.diagonals[diagonal] = true;
            taken.anti_diagonals[anti_diagonal] = true;
            queens.push(column);
            Self::place(n, row + 1, taken, queens, boards);
            queens.pop();
            taken.columns[column] = false;
            taken.diagonals[diagonal] = false;
            // the mistake: `taken.anti_diagonals[anti_diagonal] = false;` is missing
        }
    }
}

struct Taken {
    columns: Vec<bool>,
    diagonals: Vec<bool>,
    anti_diagonals: Vec<bool>,
}
