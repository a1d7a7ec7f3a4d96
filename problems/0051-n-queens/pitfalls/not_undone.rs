// title: An array entry not undone on the way back
// 标题: 回溯时忘了把数组里的标记改回去
// en: Backtracking is choose, recurse, undo. This is the interview answer,
// en: `bool-arrays`, with one undo line missing: a queen's anti-diagonal is
// en: marked taken and never marked free again when the search goes back up,
// en: so later branches see attacks from queens no longer on the board, and
// en: boards are missing.
// zh: 回溯就是做选择、递归、撤销选择。这就是面试写法 `bool-arrays`，只是少了一行撤销：
// zh: 皇后所在的次对角线（`/`）标记为占用后，回退时没有改回来，后面的分支会被已经不在
// zh: 棋盘上的皇后“攻击”，有些解就漏掉了。
// 错误: 少了 `anti_diagonals[row + col] = false;`
impl Solution {
    pub fn solve_n_queens(n: i32) -> Vec<Vec<String>> {
        let n = n as usize;
        let mut board = vec![vec!['.'; n]; n];
        let mut cols = vec![false; n];
        let mut diagonals = vec![false; 2 * n];
        let mut anti_diagonals = vec![false; 2 * n];
        let mut res = Vec::new();
        Self::backtrack(0, n, &mut board, &mut cols, &mut diagonals, &mut anti_diagonals, &mut res);
        res
    }

    fn backtrack(
        row: usize,
        n: usize,
        board: &mut [Vec<char>],
        cols: &mut [bool],
        diagonals: &mut [bool],
        anti_diagonals: &mut [bool],
        res: &mut Vec<Vec<String>>,
    ) {
        if row == n {
            res.push(board.iter().map(|line| line.iter().collect()).collect());
            return;
        }
        for col in 0..n {
            if cols[col] || diagonals[row + n - col] || anti_diagonals[row + col] {
                continue;
            }
            board[row][col] = 'Q';
            cols[col] = true;
            diagonals[row + n - col] = true;
            anti_diagonals[row + col] = true;
            Self::backtrack(row + 1, n, board, cols, diagonals, anti_diagonals, res);
            board[row][col] = '.';
            cols[col] = false;
            diagonals[row + n - col] = false;
            // the mistake: `anti_diagonals[row + col] = false;` is missing
        }
    }
}
