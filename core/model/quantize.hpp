// A model's matrices quantized here, as ggml's reference quantizer makes a GGUF file's
// blocks (kernels/quants.hpp: Q8_0, Q4_0), so that the Diff view can show what quantizing
// does to a model's attention without a second file: every attention projection and MLP
// matrix whose inputs are whole blocks, each output's weights a row of blocks (the layout
// a GGUF file holds, base/weight.hpp's Blocks). The embedding, the output matrix, the norms
// and the biases stay as they are (a GGUF file keeps norms and biases in F32 too).
#pragma once

#include "core/base/weight.hpp"
#include "core/kernels/quants.hpp"
#include "core/model/decoder.hpp"

namespace attn::decoder {

// W (in×out) as blocks of type t (Q8_0 or Q4_0; `in` a whole number of blocks), on
// `threads` threads (0: one per core).
Bf16Matrix quantize_matrix(const WeightRef& w, kernels::QuantType t, int threads = 0);

// Every matrix of `w` that quantizes (above), in place. Returns how many did; an attention's
// four are quantized together or not at all.
int quantize_matrices(Weights& w, kernels::QuantType t, int threads = 0);

}  // namespace attn::decoder
