// Multi-head attention with every intermediate kept, for display and for checking.
//
// Legend: T tokens (T1 source / keys, T2 target / queries in cross-attention),
// D model width, H heads, d_k = d_v = D / H. Tokens are rows: X is T1×D, Y is T2×D.
// Row convention: Q = X·W_q, with W_q D×D; head h uses columns [h·d_k, (h+1)·d_k).
//
// This file is the engine's single source of truth for numbers. It does not tokenize,
// embed or make weights (see text.hpp, weights.hpp) and knows nothing of files or UI.
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include <Eigen/Core>

namespace attn {

// One matrix type everywhere: row-major float, rows are tokens.
using Matrix = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using MatrixRef = Eigen::Ref<const Matrix>;
// true = masked (the key is hidden from the query). Rows are queries, columns keys.
using MaskMatrix = Eigen::Matrix<bool, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

// Every error a public entry point raises: the message names the bad value.
class AttentionError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

enum class AttentionMode { Self, Cross };

// How much of each head a trace keeps.
//   Full:    every intermediate (the `compute` command, the teaching views).
//   Weights: q, k, v, weights and context; scores and scaled stay empty and head_detail()
//            makes them for one head on demand. It needs a third of the memory and skips
//            the keys a mask hides from a whole block of queries (half the work when causal).
enum class TraceDetail { Full, Weights };

struct AttentionConfig {
  int d_model = 64;                  // D
  int heads = 4;                     // H, must divide D
  AttentionMode mode = AttentionMode::Self;
  bool causal = false;               // key j > query i masked; refused for cross
  bool scale = true;                 // divide scores by sqrt(d_k)
  float temperature = 1.0f;          // tau > 0, divides the scores too
  std::vector<bool> key_padding;     // empty, or one per key (T1): true = masked
  MaskMatrix mask;                   // empty, or Tq×Tk arbitrary mask: true = masked
  // Refuse work whose intermediates would need more than this many bytes.
  std::size_t memory_limit_bytes = std::size_t{6} << 30;
  TraceDetail detail = TraceDetail::Full;
  int threads = 0;                   // worker threads; 0: one per core
};

struct MhaWeights {
  Matrix w_q, w_k, w_v, w_o;  // each D×D
};

// One head's trace. Tq = T (self) or T2 (cross); Tk = T (self) or T1 (cross).
struct HeadTrace {
  Matrix q;        // Tq×d_k
  Matrix k;        // Tk×d_k
  Matrix v;        // Tk×d_k
  Matrix scores;   // Tq×Tk  Q·Kᵀ, before scaling or masking (empty with TraceDetail::Weights)
  Matrix scaled;   // Tq×Tk  scores / (sqrt(d_k) if scale) / tau; masked = -inf (idem)
  Matrix weights;  // Tq×Tk  row softmax of scaled; masked = 0; fully masked row = 0
  Matrix context;  // Tq×d_k weights·V
};

struct AttentionTrace {
  std::vector<HeadTrace> heads;   // H entries
  MaskMatrix mask;                // Tq×Tk, the combined mask actually applied
  Matrix concat;                  // Tq×D  heads' contexts side by side
  Matrix output;                  // Tq×D  concat·W_o
  std::vector<std::string> warnings;
  int d_k = 0;
};

// Checks a configuration alone (H >= 1, D >= 1, D % H == 0, tau finite and > 0).
// Throws AttentionError naming the bad value.
void validate_config(const AttentionConfig& config);

// Bytes the intermediates of multi_head_attention would take for these sizes and
// config.detail.
std::size_t estimate_trace_bytes(std::size_t t_q, std::size_t t_k, const AttentionConfig& config);

// Builds the Tq×Tk mask from config (causal, key padding, arbitrary mask).
MaskMatrix build_mask(int t_q, int t_k, const AttentionConfig& config);

// Row-wise numerically stable softmax (row maximum subtracted). Entries where mask is
// true get weight 0; a row with every entry masked is all zeros. mask may be empty.
// Returns the number of fully masked rows through fully_masked_rows when non-null.
Matrix softmax_rows(const MatrixRef& logits, const MaskMatrix& mask,
                    int* fully_masked_rows = nullptr);

// Scaled dot-product attention for one head: q Tq×d, k Tk×d, v Tk×dv.
// divisor = sqrt(d) when config.scale, times config.temperature.
HeadTrace scaled_dot_product_attention(const MatrixRef& q, const MatrixRef& k,
                                       const MatrixRef& v, const MaskMatrix& mask,
                                       float divisor);

// The whole multi-head attention. Self: Q, K, V from x (y ignored, may be empty).
// Cross: Q from y (T2×D), K and V from x (T1×D); causal is refused.
// Work is spread over config.threads threads: each large matrix product by the BLAS
// library, the softmax and the copies by rows. Under a mask, the key columns that a whole
// band of query rows cannot see are skipped (see TraceDetail::Weights).
// Throws AttentionError for any bad shape, value or configuration.
AttentionTrace multi_head_attention(const MatrixRef& x, const MatrixRef& y,
                                    const MhaWeights& weights, const AttentionConfig& config);
// The same into `trace`, reusing its matrices' storage where their shapes are unchanged:
// recomputing after an edit then touches no new memory. On error `trace` is unspecified.
void multi_head_attention(const MatrixRef& x, const MatrixRef& y, const MhaWeights& weights,
                          const AttentionConfig& config, AttentionTrace& trace);

// Head h of `trace` with every intermediate, scores and scaled included, whatever detail
// the trace was made with (the same numbers as a Full trace). `config` is the one the
// trace was made with.
HeadTrace head_detail(const AttentionTrace& trace, int h, const AttentionConfig& config);

// The divisor applied to scores: (scale ? sqrt(d_k) : 1) * temperature.
float score_divisor(int d_k, const AttentionConfig& config);

// Throws AttentionError naming `what` and the position of the first NaN or Inf.
void require_finite(const MatrixRef& m, const std::string& what);

}  // namespace attn
