// title: Building each board's strings inside the search
// 标题: 在搜索过程中拼每个棋盘的字符串
// en: Right answers, but slow. This search carries the board itself, a grid
// en: of `char`s, sets and clears a cell at every step, and at every solution
// en: scans the grid to find the queens and builds each row character by
// en: character. The search needs only the queens' columns; the `n` possible
// en: rows can be made once and cloned when a board is found, one copy a row.
// zh: 答案没错，但是慢。这里的搜索带着整个棋盘（一个 `char` 网格）走，每一步都要
// zh: 设置、清除一个格子，每找到一个解又要扫描整个网格找皇后，再一个字符一个字符地
// zh: 拼出每一行。搜索其实只需要每行皇后的列号；`n` 种可能的行字符串可以事先做好，
// zh: 找到解时每行克隆一次就行。
impl Solution {
    pub fn solve_n_queens(n: i32) -> Vec<Vec<String>> {
        let n = n as usize;
        let mut grid = vec![vec!['.'; n]; n];
        let mut boards = Vec::new();
        Self::place(n, 0, &mut grid, &mut boards);
        boards
    }

    fn place(n: usize, row: usize, grid: &mut Vec<Vec<char>>, boards: &mut Vec<Vec<String>>) {
        if row == n {
            // the mistake: the whole grid scanned and rebuilt, character by character
            let mut board = Vec::new();
            for line in grid.iter() {
                let mut text = String::new();
                for &cell in line {
                    text.push(cell);
                }
                board.push(text);
            }
            boards.push(board);
            return;
        }
        for column in 0..n {
            if Self::safe(grid, row, column) {
                grid[row][column] = 'Q';
                Self::place(n, row + 1, grid, boards);
                grid[row][column] = '.';
            }
        }
    }

    /// Looks up the grid for a queen in the column or on either diagonal.
    fn safe(grid: &[Vec<char>], row: usize, column: usize) -> bool {
        let n = grid.len();
        (0..row).all(|r| {
            let up = row - r;
            grid[r][column] != 'Q'
                && (column < up || grid[r][column - up] != 'Q')
                && (column + up >= n || grid[r][column + up] != 'Q')
        })
    }
}
