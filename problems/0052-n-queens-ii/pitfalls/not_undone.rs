// title: A set entry not undone on the way back
// 标题: 回溯时忘了撤销集合里的记录
// en: Backtracking is choose, recurse, undo. Here the diagonals a queen
// en: attacks are never taken out of their sets when the search goes back
// en: up, so every queen tried stays in them: later branches see attacks
// en: from queens that are no longer on the board, and solutions are lost.
// zh: 回溯就是做选择、递归、撤销选择。这里皇后所在的两条对角线，回退时没有从集合里删掉，
// zh: 试过的每个皇后都留在里面：后面的分支会被已经不在棋盘上的皇后“攻击”，解就漏掉了。
// 错误: `diagonals` 和 `anti_diagonals` 里还留着这个皇后
use std::collections::HashSet;

impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        let mut columns = HashSet::new();
        let mut diagonals = HashSet::new();
        let mut anti_diagonals = HashSet::new();
        Self::place(n, 0, &mut columns, &mut diagonals, &mut anti_diagonals)
    }

    fn place(
        n: i32,
        row: i32,
        columns: &mut HashSet<i32>,
        diagonals: &mut HashSet<i32>,
        anti_diagonals: &mut HashSet<i32>,
    ) -> i32 {
        if row == n {
            return 1;
        }
        let mut count = 0;
        for column in 0..n {
            if columns.contains(&column)
                || diagonals.contains(&(row - column))
                || anti_diagonals.contains(&(row + column))
            {
                continue;
            }
            columns.insert(column);
            diagonals.insert(row - column);
            anti_diagonals.insert(row + column);
            count += Self::place(n, row + 1, columns, diagonals, anti_diagonals);
            columns.remove(&column);
            // the mistake: `diagonals` and `anti_diagonals` keep this queen
        }
        count
    }
}
