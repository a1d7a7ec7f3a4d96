//! # One board for any `n`, with no search
//!
//! Beyond LeetCode: the classic follow-up "give me one board for
//! n = 1,000,000". No search gets there, but one solution can be written
//! down directly, in `O(n)` time and memory. This is not a LeetCode
//! approach (LeetCode wants every board), so it has no paste text.
//!
//! **The construction.** Number the rows and the columns from 1. List the
//! even numbers up to `n`, then the odd ones: `2, 4, ..., 1, 3, ...`, and
//! put the queen of row `i` in the column given by the list's `i`-th
//! number. (Read the other way round, the queen of column `i` in the row
//! given by the `i`-th number, as it is often stated, it gives the board
//! mirrored in its main diagonal: a solution too.) Two remainders of `n` by
//! 6 need a fix first:
//!
//! - remainder 2: swap 1 and 3 among the odd numbers and move 5 to their
//!   end (`n = 8`: `2 4 6 8 3 1 7 5`);
//! - remainder 3: move 2 to the end of the even numbers, and 1 and 3 to
//!   the end of the odd ones (`n = 9`: `4 6 8 2 5 7 9 1 3`).
//!
//! **Why the plain list works for the other remainders.** Every column is
//! used once. Let `m = n / 2` (rounded down), the number of even numbers:
//! rows `1..=m` hold `(i, 2i)` and rows `m + j` hold `(m + j, 2j - 1)`.
//! Two queens of one half are twice as many columns apart as rows, so never
//! on one diagonal. A queen `(i, 2i)` of the first half and one `(m + j,
//! 2j - 1)` of the second are `m + j - i` rows apart; on a `\` diagonal the
//! second would be that many columns to the right, which needs
//! `j - i = m + 1`, more than the lists allow; on a `/` diagonal that many
//! to the left, which needs `3 (i - j) = m - 1`. That has a solution (`j =
//! 1`, `i = 1 + (m - 1) / 3`) exactly when `m - 1` is a multiple of 3, that
//! is when `n` leaves 2 or 3 divided by 6; for the other remainders no two
//! queens attack. The two fixes change the lists' first numbers so that no
//! such pair is left (why that is always enough takes a longer case
//! analysis); the tests check the result for every `n` up to 1,000 and for
//! some `n` near 1,000,000.
//!
//! Constructions like this are classical: Hoffman, Loessi and Moore gave one
//! for every `n >= 4` ("Constructions for the Solution of the m Queens
//! Problem", Mathematics Magazine 42, 1969), and Bernhardsson gave short
//! explicit formulas ("Explicit solutions to the N-queens problem for all
//! N", ACM SIGART Bulletin 2, 1991). The form here, evens then odds with two
//! fixes, is the one many write-ups give.
//!
//! ```
//! use n_queens::construction::one_solution;
//!
//! assert_eq!(one_solution(8), Some(vec![1, 3, 5, 7, 2, 0, 6, 4]));
//! assert_eq!(one_solution(3), None);
//! assert_eq!(one_solution(1_000_000).map(|queens| queens.len()), Some(1_000_000));
//! ```

/// One solution for `n` queens, found with no search: the column (from 0)
/// of the queen in each row, or `None` when there is none (`n` = 2 or 3).
/// `n = 0` gives the empty board, `n = 1` the lone queen. `O(n)` time and
/// memory.
#[must_use]
pub fn one_solution(n: usize) -> Option<Vec<usize>> {
    if n == 2 || n == 3 {
        return None;
    }
    // The construction's numbers run from 1, as it is usually stated.
    let mut evens: Vec<usize> = (2..=n).step_by(2).collect();
    let mut odds: Vec<usize> = (1..=n).step_by(2).collect();
    match n % 6 {
        // n >= 8 here: the odd numbers start 1, 3, 5, 7.
        2 => {
            odds.swap(0, 1);
            let five = odds.remove(2);
            odds.push(five);
        }
        // n >= 9 here: the even numbers start 2, the odd ones 1, 3.
        3 => {
            evens.rotate_left(1);
            odds.rotate_left(2);
        }
        _ => {}
    }
    Some(evens.into_iter().chain(odds).map(|column| column - 1).collect())
}
