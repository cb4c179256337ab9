// Writing weights files: W_q, W_k, W_v, W_o (each D×D) as the JSON object that `compute`
// reads as a case's "weights" and that load_weights_file (case_json.hpp) and the Model
// panel's "Load file..." read back: {"w_q": [[...], ...], "w_k", "w_v", "w_o"}.
//
// One matrix row per line; numbers with %.9g (the largest floats with all their digits),
// so every float reads back identical.
#pragma once

#include <string>

#include "core/attention/attention.hpp"

namespace attn::io {

// The file's text. Throws AttentionError when the matrices are not all D×D with one D, or
// hold a value that is not finite (JSON has no infinity).
std::string weights_file_text(const MhaWeights& w);

// Writes it atomically (write_file_atomic); throws naming the path and the reason.
void save_weights_file(const std::string& path, const MhaWeights& w);

}  // namespace attn::io
