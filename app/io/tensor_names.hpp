// A family's tensor names, as patterns the way llama.cpp's LLM_TENSOR_NAMES writes them,
// and the one reader that walks them into the engine's weights (core/model/decoder.hpp).
//
// A pattern is a tensor's name with:
//   %d                 the layer: "model.layers.%d.self_attn.q_proj.weight"
//   [prefix]           a prefix some folders' files have and others not:
//                      "[transformer.]h.%d.ln_1.weight"; taken for the whole folder when the
//                      family's embedding is found with it and not without it
//   a|b                alternatives, the first the files hold: "x.LayerNorm.weight|
//                      x.LayerNorm.gamma" (old BERT files)
// An empty pattern: the family has no such tensor.
//
// Which of the named tensors are read, and their shapes, follow the architecture's row: a
// bias when the row has biases, the gate when its MLP is gated, the q/k norms when it
// normalizes them, positions when they are learned, the output matrix when it is not tied.
// So a family is its names plus the row its config gives; nothing here knows a family.
#pragma once

#include <string>

#include "core/model/decoder.hpp"
#include "io/tensor_files.hpp"

namespace attn::io {

// The four projections of one attention, and what some rows add to them.
struct AttentionNames {
  std::string q, k, v, o;                      // the weights
  std::string q_bias, k_bias, v_bias, o_bias;  // read when the row has them
  std::string q_norm, k_norm;                  // each head's q and k RMSNorm (Qwen3)
  std::string qkv, qkv_bias;                   // Q, K and V side by side in one matrix
                                               // (GPT-2's c_attn, Phi-3's qkv_proj), instead of q, k, v
  bool qkv_per_head = false;                   // that matrix's rows head by head instead, each
                                               // head's q, k and v in turn (GPT-NeoX)
};

// A norm's weight, and its bias (read under LayerNorm).
struct NormNames {
  std::string weight, bias;
};

// One layer of a stack.
struct LayerNames {
  NormNames attention_norm;  // before the attention (pre-norm) or after its sum (post-norm)
  AttentionNames attention;
  NormNames cross_norm;      // an encoder–decoder's decoder layer: its cross-attention
  AttentionNames cross;
  NormNames mlp_norm;
  std::string up, up_bias, gate, gate_bias, down, down_bias;
  std::string gated_up;      // the up projection's name when the MLP is gated, if not `up`
                             // (T5's wi_1 beside a plain MLP's wi)
  std::string gate_up;       // the gate's rows then the up projection's in one matrix (Phi-3)
  NormNames attention_output_norm, mlp_output_norm;  // the sublayers' outputs' norms
  std::string scale1, scale2;  // the attention's and the MLP's layer scale (DINOv2)
};

// One stack and what surrounds its layers.
struct StackNames {
  LayerNames layer;
  std::string positions;     // the learned position table
  std::string token_types;   // the token type table (BERT), of which row 0 is read
  NormNames embedding_norm;
  NormNames final_norm;      // pre-norm stacks
  std::string relative_bias; // T5: buckets×H, in the stack's first block
};

// A Vision Transformer's tensors besides its stack's (positions are the stack's, a 1×N×D
// table): the patch embedding (a D×C×p×p convolution and its bias), the special tokens
// (1×1×D, registers 1×R×D), and its classifier (classes×D, DINOv2's classes×2D), DeiT's
// distillation head beside it. Read where the row has them; a classifier the folder lacks
// leaves the model without one (a bare encoder, as DINO is published).
struct VisionNames {
  std::string patch, patch_bias;
  std::string cls, distillation, registers;
  std::string classifier, classifier_bias;
  std::string distillation_classifier, distillation_classifier_bias;
};

// How a family's files hold a projection's weights.
enum class Stored {
  Linear,  // nn.Linear: out×in, transposed on reading; BF16 weights stay BF16
  Conv1D,  // GPT-2's Conv1D: in×out as the engine holds it; every tensor read as floats
};

struct TensorNames {
  Stored stored = Stored::Linear;
  // Gemma's RMSNorms multiply by 1 + w and store w: every norm weight read (the q and k
  // norms too) has 1 added, as Gemma adds it in float32, so that the engine's norm (× w)
  // computes Gemma's.
  bool norms_add_one = false;
  std::string embedding;     // the token embedding, V×D (an encoder–decoder's two stacks share it)
  StackNames main;           // the decoder, or an encoder alone
  StackNames encoder;        // an encoder–decoder's encoder
  std::string output;        // the output matrix, V×D, when not tied
  std::string output_bias;   // a bias on the logits, V
  bool output_bias_is_row = false;  // stored 1×V (BART's final_logits_bias buffer)
  // A masked-LM head (BERT's): its transform D×D (nn.Linear), bias and norm. Read when the
  // folder has the transform; a folder without it (a bare encoder) predicts nothing.
  std::string head, head_bias;
  NormNames head_norm;
  VisionNames vision;        // a vision family's; its [CLS] token's name is `embedding`'s,
                             // which decides the folder's prefix
};

// Every tensor `names` gives for w.arch, read from `files` into w. The row's prediction
// (predicts, mlm_head, output_bias) is switched off when the family's head is optional and
// the folder lacks it. Throws std::runtime_error naming the file and the tensor: one
// missing, of the wrong shape or dtype, holding NaN or infinity.
void read_weights(TensorFiles& files, const TensorNames& names, decoder::Weights& w);

// The name `pattern` gives for layer `layer` (-1: none) in `files`, with `prefixed`
// deciding its [prefix]: the first alternative the files hold, or the first when none is.
std::string tensor_name(const TensorFiles& files, const std::string& pattern, int layer, bool prefixed);

}  // namespace attn::io
