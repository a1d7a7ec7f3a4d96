//! # Heap's algorithm
//!
//! Each permutation from the one before by a single swap, generated in
//! place: `n!` permutations, one swap and one copy each.

/// LeetCode's solution type; the paste text below implements it.
pub struct Solution;

impl Solution {
    /// Every order of `nums` (distinct numbers), each once.
    pub fn permute(mut nums: Vec<i32>) -> Vec<Vec<i32>> {
        let n = nums.len();
        let mut all = vec![nums.clone()];
        // `counters[i]` counts the swaps made at level `i` so far.
        let mut counters = vec![0; n];
        let mut i = 1;
        while i < n {
            if counters[i] < i {
                let other = if i % 2 == 0 { 0 } else { counters[i] };
                nums.swap(other, i);
                all.push(nums.clone());
                counters[i] += 1;
                i = 1;
            } else {
                counters[i] = 0;
                i += 1;
            }
        }
        all
    }
}
