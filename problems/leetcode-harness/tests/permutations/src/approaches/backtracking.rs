//! # Backtracking
//!
//! Build each permutation position by position: try every number not used
//! yet, recurse, and take it back. `n!` leaves, `O(n * n!)` in all with the
//! copies of the finished permutations.

/// LeetCode's solution type; the paste text below implements it.
pub struct Solution;

impl Solution {
    /// Every order of `nums` (distinct numbers), each once.
    pub fn permute(nums: Vec<i32>) -> Vec<Vec<i32>> {
        let mut used = vec![false; nums.len()];
        let mut path = Vec::with_capacity(nums.len());
        let mut all = Vec::new();
        Self::place(&nums, &mut used, &mut path, &mut all);
        all
    }

    /// Finishes `path` every way the unused numbers allow.
    fn place(nums: &[i32], used: &mut [bool], path: &mut Vec<i32>, all: &mut Vec<Vec<i32>>) {
        if path.len() == nums.len() {
            all.push(path.clone());
            return;
        }
        for i in 0..nums.len() {
            if used[i] {
                continue;
            }
            used[i] = true;
            path.push(nums[i]);
            Self::place(nums, used, path, all);
            path.pop();
            used[i] = false;
        }
    }
}
