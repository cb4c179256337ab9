// Register-tiled products for the attention of one head, a few query rows at a time.
//
// The engine's fused path works on tiles of kTileRows query rows: their scores against
// every visible key, their softmax, and their weighted sum of the values, all while the
// tile's rows stay in the core's first-level cache. These are the two products of that
// path, written with AVX-512 intrinsics. available() says whether this CPU runs them;
// without them the engine goes through the BLAS instead.
#pragma once

#include <Eigen/Core>

namespace attn::tile {

// Query rows per tile: 6 rows × 64 columns of accumulators fill 24 of the 32 vector
// registers.
constexpr int kTileRows = 6;
// Keys per panel of the packed Kᵀ.
constexpr Eigen::Index kPanel = 64;

// Whether the tiled products run on this CPU (AVX-512F) and are enabled.
bool available();
// Turns the tiled products off (or on again, where the CPU has them), so that tests can
// run the BLAS path on any machine.
void set_enabled(bool enabled);

// Floats that pack_keys needs for `keys` keys of width d_k: whole panels of 64 keys.
Eigen::Index packed_keys_floats(Eigen::Index keys, Eigen::Index d_k);
// Writes keys [key0, key0 + count) of K (row j at k + (j - key0)·ld_k, d_k floats) into
// `packed` as Kᵀ panels: key j, feature d at packed[(j / 64)·64·d_k + d·64 + j % 64].
void pack_keys(const float* k, Eigen::Index ld_k, Eigen::Index key0, Eigen::Index count,
               Eigen::Index d_k, float* packed);
// Zeroes the slots after the last of `keys` keys in the last panel.
void pad_keys(Eigen::Index keys, Eigen::Index d_k, float* packed);

// out[r][j] = Σ_d q[r][d]·k[j][d] for r < rows (at most kTileRows) and j < key_end
// rounded up to a multiple of 16 (slots past the last key come out 0).
void scores(const float* q, Eigen::Index ld_q, int rows, const float* packed, Eigen::Index d_k,
            Eigen::Index key_end, float* out, Eigen::Index ld_out);

// out[r][c] = Σ_{j < keys} p[r][j]·v[j][c] for r < rows (at most kTileRows), c < d_k.
void weighted_sum(const float* p, Eigen::Index ld_p, int rows, const float* v, Eigen::Index ld_v,
                  Eigen::Index keys, Eigen::Index d_k, float* out, Eigen::Index ld_out);

}  // namespace attn::tile
