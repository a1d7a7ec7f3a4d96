//! Keeping the words that pass a test, in order, without a branch: the
//! loops that make a key's lists and the sieve's copies of bottoms.
//!
//! The plain way writes each word at the end of the kept ones and moves
//! the end on if it passes (a branch on the test would be mispredicted
//! often). A vector unit keeps several at once: AVX-512 has an instruction
//! for it, compress, which moves the lanes a mask picks to the front of a
//! register; AVX2 has none, so four words are moved to the front by a
//! permute of their 32-bit halves, taken from a table of the sixteen masks
//! of four lanes. Either way the whole register is stored at the end of the
//! kept words, and the end moves on by the kept count: the lanes past it
//! are written over by the next store, or lie past the list's end.
//!
//! The intrinsics that load and store a register take raw pointers, so
//! words go in and out lane by lane, which the compiler makes one load or
//! one store. Each function is compiled with its level's features: only code
//! compiled with them may call it without `unsafe` (see `x86_64_levels`).
#![cfg(target_arch = "x86_64")]

/// Eight words in one AVX-512 register.
pub(crate) mod avx512 {
    use std::arch::x86_64::{
        __m512i, _mm256_extract_epi64, _mm512_extracti64x4_epi64, _mm512_maskz_compress_epi64,
        _mm512_setr_epi64,
    };

    /// The words of one register.
    pub(crate) const LANES: usize = 8;

    /// A register of the words `lanes`.
    #[target_feature(enable = "avx512f")]
    #[inline]
    pub(crate) fn load(lanes: &[u64; LANES]) -> __m512i {
        let lane = |i: usize| lanes[i].cast_signed();
        _mm512_setr_epi64(lane(0), lane(1), lane(2), lane(3), lane(4), lane(5), lane(6), lane(7))
    }

    /// The words of a register.
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn store(register: __m512i) -> [u64; LANES] {
        let (low, high) =
            (_mm512_extracti64x4_epi64::<0>(register), _mm512_extracti64x4_epi64::<1>(register));
        [
            _mm256_extract_epi64::<0>(low),
            _mm256_extract_epi64::<1>(low),
            _mm256_extract_epi64::<2>(low),
            _mm256_extract_epi64::<3>(low),
            _mm256_extract_epi64::<0>(high),
            _mm256_extract_epi64::<1>(high),
            _mm256_extract_epi64::<2>(high),
            _mm256_extract_epi64::<3>(high),
        ]
        .map(i64::cast_unsigned)
    }

    /// Keeps the words of `register` whose bits are set in `keep`: stores
    /// them, in order, at `kept`, the end of the words kept in `words` so
    /// far (the whole register is stored, so `words` needs room for
    /// [`LANES`] past it), and says where the kept words end now.
    #[target_feature(enable = "avx512f,popcnt")]
    #[inline]
    pub(crate) fn keep(words: &mut [u64], kept: usize, register: __m512i, keep: u8) -> usize {
        let out: &mut [u64; LANES] = (&mut words[kept..kept + LANES]).try_into().expect("LANES");
        *out = store(_mm512_maskz_compress_epi64(keep, register));
        kept + keep.count_ones() as usize
    }
}

/// Four words in one AVX2 register, and their compress.
pub(crate) mod avx2 {
    use std::arch::x86_64::{
        __m256i, _mm256_castsi256_pd, _mm256_cmpeq_epi64, _mm256_extract_epi64, _mm256_movemask_pd,
        _mm256_permutevar8x32_epi32, _mm256_setr_epi32, _mm256_setr_epi64x,
    };

    /// The words of one register.
    pub(crate) const LANES: usize = 4;

    /// `GATHERS[keep]`: the 32-bit halves that bring the words whose bits
    /// are set in `keep` to the front, in order (the lanes after them take
    /// half 0, as any would do: they are not kept).
    const GATHERS: [[i32; 2 * LANES]; 1 << LANES] = {
        let mut gathers = [[0; 2 * LANES]; 1 << LANES];
        let mut keep = 0;
        while keep < 1 << LANES {
            // `half`: the first 32-bit half of word `word`.
            let (mut front, mut word, mut half) = (0, 0, 0);
            while word < LANES {
                if keep >> word & 1 != 0 {
                    gathers[keep][2 * front] = half;
                    gathers[keep][2 * front + 1] = half + 1;
                    front += 1;
                }
                word += 1;
                half += 2;
            }
            keep += 1;
        }
        gathers
    };

    /// A register of the words `lanes`.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(crate) fn load(lanes: &[u64; LANES]) -> __m256i {
        let lane = |i: usize| lanes[i].cast_signed();
        _mm256_setr_epi64x(lane(0), lane(1), lane(2), lane(3))
    }

    /// The words of a register.
    #[target_feature(enable = "avx2")]
    #[inline]
    fn store(register: __m256i) -> [u64; LANES] {
        [
            _mm256_extract_epi64::<0>(register),
            _mm256_extract_epi64::<1>(register),
            _mm256_extract_epi64::<2>(register),
            _mm256_extract_epi64::<3>(register),
        ]
        .map(i64::cast_unsigned)
    }

    /// Which lanes of `a` and `b` are equal, as the low four bits.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(crate) fn equal(a: __m256i, b: __m256i) -> usize {
        let mask = _mm256_movemask_pd(_mm256_castsi256_pd(_mm256_cmpeq_epi64(a, b)));
        usize::try_from(mask).expect("four bits")
    }

    /// The words of `register` whose bits are set in `keep` (four bits),
    /// moved to the front in order.
    #[target_feature(enable = "avx2")]
    #[inline]
    fn compress(register: __m256i, keep: usize) -> __m256i {
        // Indexed one by one: the same taken with an array's `map` made the
        // whole join far slower.
        let halves = &GATHERS[keep];
        let gather = _mm256_setr_epi32(
            halves[0], halves[1], halves[2], halves[3], halves[4], halves[5], halves[6], halves[7],
        );
        _mm256_permutevar8x32_epi32(register, gather)
    }

    /// Keeps the words of `register` whose bits are set in `keep`, as
    /// [`avx512::keep`](super::avx512::keep) does.
    #[target_feature(enable = "avx2,popcnt")]
    #[inline]
    pub(crate) fn keep(words: &mut [u64], kept: usize, register: __m256i, keep: usize) -> usize {
        let out: &mut [u64; LANES] = (&mut words[kept..kept + LANES]).try_into().expect("LANES");
        *out = store(compress(register, keep));
        kept + keep.count_ones() as usize
    }
}
