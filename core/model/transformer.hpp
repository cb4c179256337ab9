// A small Transformer: encoder–decoder or decoder-only, pre-LayerNorm, its attention the
// engine's own. Its parameters live in one flat buffer described by a table of names, so
// that the optimizer sees one vector, a checkpoint writes one tensor per name, and the views
// read any layer's matrices by name.
//
// Legend: V vocabulary, D model width, H heads, d_k = D / H, F the MLP's inner width (4·D),
// L layers, Ts source tokens, Tt target tokens, N rows (several sequences' tokens stacked).
// Row convention: a token is a row, y = x·W + b with W stored in×out.
//
//   encoder   x = tok_emb[source] + enc_pos
//             L × { x += self(ln_self(x));  x += mlp(ln_mlp(x)) }         e = enc.ln_f(x)
//   decoder   y = tok_emb[decoder input] + dec_pos
//             L × { y += causal self(ln_self(y));  y += cross(ln_cross(y), e);
//                   y += mlp(ln_mlp(y)) }                                 logits = dec.ln_f(y)·lm_head
//   decoder-only: the decoder without cross-attention (and without an encoder).
//   attention-only: no MLP sub-layers.
//
// Parameter names (tok_emb is shared by source and target; W_q … W_o have no bias):
//   tok_emb.weight V×D, enc_pos.weight Ts_max×D, dec_pos.weight Tt_max×D,
//   {enc,dec}.{l}.ln_self.{weight,bias} D, {enc,dec}.{l}.self.{w_q,w_k,w_v,w_o} D×D,
//   dec.{l}.ln_cross.*, dec.{l}.cross.{w_q,w_k,w_v,w_o}, {enc,dec}.{l}.ln_mlp.*,
//   {enc,dec}.{l}.mlp.w1 D×F, .b1 F, .w2 F×D, .b2 D, {enc,dec}.ln_f.{weight,bias} D,
//   lm_head.weight D×V, lm_head.bias V.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/attention/config.hpp"
#include "core/attention/trace.hpp"
#include "core/model/ops.hpp"

namespace attn {

enum class Architecture { EncoderDecoder, DecoderOnly };
// Learned: the position tables are parameters like any other. Sinusoidal: they are fixed,
// sin/cos waves of the original Transformer (PE[p][2i] = sin(p / 10000^(2i/D)), PE[p][2i+1]
// = cos of the same), not trained: a position i and i − 1 relate the same way everywhere,
// which is what a previous-token head needs.
enum class Positions { Learned, Sinusoidal };

struct TransformerConfig {
  Architecture architecture = Architecture::EncoderDecoder;
  int layers = 2;        // L, in the encoder and in the decoder each
  int d_model = 64;      // D
  int heads = 4;         // H, divides D
  bool mlp = true;       // false: attention-only blocks
  int d_ff = 0;          // F; 0: 4·D
  int vocabulary = 0;    // V
  int max_source = 0;    // Ts_max, positions of the encoder (0 for decoder-only)
  int max_target = 0;    // Tt_max, positions of the decoder
  Positions positions = Positions::Learned;
};
// Throws AttentionError naming the bad value.
void validate(const TransformerConfig& config);
// F as used: d_ff, or 4·D when it is 0.
int mlp_width(const TransformerConfig& config);

struct ParameterInfo {
  std::string name;
  Eigen::Index rows = 0, cols = 0;  // a vector has 1 row
  std::size_t offset = 0;           // into the flat buffer
  bool decay = false;               // AdamW decays it (the matrices of attention, MLP, lm_head)
  bool trainable = true;            // false: fixed (sinusoidal positions); its gradient stays 0
};

// Which heads are switched off (their context zeroed, so they add nothing to the output).
// Indexed [layer · H + head]; an empty vector: every head on. And, to measure what one
// input token contributes, the positions whose token embedding is taken away (their
// position's alone is read): of the source, and of the decoder's input. Forward only.
struct Ablation {
  std::vector<char> encoder_self, decoder_self, decoder_cross;
  std::vector<int> removed_source, removed_target;
  bool any() const;  // a head switched off
};

// One training or evaluation sequence. Labels: one per decoder input token, −1 = not scored.
struct Sample {
  std::vector<int> source;         // empty for decoder-only
  std::vector<int> decoder_input;  // <start> + target (encoder–decoder), or the tokens
  std::vector<int> labels;         // target + <end>, or the next tokens
};

// Every layer's every head of a forward pass over a few samples, and what backward needs.
// Rows of stacked matrices: sample s owns rows [offset[s], offset[s + 1]).
struct ForwardRecord {
  struct AttentionLayer {
    ops::LayerNormCache<float> ln;  // the LayerNorm before it
    Matrix normed;       // its output: the queries' input (and the keys' in self-attention)
    std::vector<AttentionTrace> traces;  // one per sample
    MhaWeights weights;  // W_q … W_o as the pass read them (copied from the parameters)
  };
  struct Block {
    AttentionLayer self, cross;  // cross: decoder of an encoder–decoder only
    ops::LayerNormCache<float> ln_mlp;
    Matrix mlp_input;
    ops::MlpCache<float> mlp;
    Matrix mlp_output;  // N×D, added to the residual stream
  };
  std::vector<int> source_offset, target_offset;  // samples + 1 entries each
  std::vector<std::vector<int>> source_ids, decoder_ids;  // per sample
  std::vector<Block> encoder, decoder;
  ops::LayerNormCache<float> encoder_ln_f, decoder_ln_f;
  Matrix encoder_output;  // N_src×D, enc.ln_f(x): the keys' and values' input of cross
  Matrix decoder_output;  // N_tgt×D, dec.ln_f(y)
  Matrix logits;          // N_tgt×V
  std::vector<int> labels;  // stacked
  Matrix residual;          // working storage: the residual stream as the pass goes
};

// The backward pass's working matrices, kept between calls: a trainer keeps one per chunk
// of samples, so that once a step's sizes have been seen the next allocates nothing (a
// block freed and asked for again at every step went back to the system and was faulted
// in again, page by page: a quarter of a small model's step).
struct BackwardWork {
  Matrix d_out, d_y, d_x, d_encoder_output;  // the residual streams' gradients
  Matrix concat, d_concat, d_q, d_k, d_v, d_p, d_normed, d_in;  // an attention sub-layer's
  Matrix d_mlp_input, d_activated, d_hidden;                    // an MLP's
};

// What a forward pass scored.
struct Score {
  double loss_sum = 0;  // summed over the scored tokens
  int scored = 0;       // tokens with a label
  int correct = 0;      // of those, argmax(logits) = label
};

class Transformer {
 public:
  // Every parameter zero (a checkpoint fills them) but fixed positions, or as initialise()
  // sets them.
  explicit Transformer(const TransformerConfig& config);
  // GPT-2's initialisation: N(0, 0.02) for embeddings and matrices, the residual outputs
  // (w_o, mlp.w2) scaled by 1/sqrt(2·blocks), LayerNorm weights 1, biases 0; fixed
  // positions are left as they are. Deterministic.
  void initialise(std::uint64_t seed);

  const TransformerConfig& config() const { return config_; }
  const std::vector<ParameterInfo>& parameters() const { return table_; }
  std::vector<float>& values() { return values_; }
  const std::vector<float>& values() const { return values_; }
  std::size_t size() const { return values_.size(); }
  // The index of a named parameter, or −1.
  int find(const std::string& name) const;
  ops::ConstMatMap<float> matrix(int index) const;
  // The attention weights of a layer in the engine's form: part = "self" or "cross".
  MhaWeights attention_weights(bool encoder, int layer, const std::string& part) const;

  // The forward pass over samples (each within max_source / max_target; tokens < V),
  // keeping every intermediate in `record` (whose storage is reused). Throws AttentionError
  // for a bad sample or a non-finite value (the engine's message names the matrix).
  void forward(const std::vector<Sample>& samples, const Ablation& ablation,
               ForwardRecord& record) const;
  // Loss and accuracy of a record's logits against its labels; d_logits (may be null) gets
  // the gradient of scale · loss_sum.
  static Score score(const ForwardRecord& record, float scale, Matrix* d_logits);
  // Adds the gradient of the loss whose d_logits is given into `gradients` (size() floats,
  // laid out as the values).
  void backward(const ForwardRecord& record, const Ablation& ablation, const Matrix& d_logits,
                std::vector<float>& gradients) const;
  // The same, its working matrices in `work` (whose storage is reused).
  void backward(const ForwardRecord& record, const Ablation& ablation, const Matrix& d_logits,
                std::vector<float>& gradients, BackwardWork& work) const;

 private:
  struct AttentionIndex {
    int ln_w = -1, ln_b = -1, w_q = -1, w_k = -1, w_v = -1, w_o = -1;
  };
  struct BlockIndex {
    AttentionIndex self, cross;
    int ln_mlp_w = -1, ln_mlp_b = -1, w1 = -1, b1 = -1, w2 = -1, b2 = -1;
  };
  int add(const std::string& name, Eigen::Index rows, Eigen::Index cols, bool decay,
          bool trainable = true);
  ops::MatMap<float> grad(std::vector<float>& g, int index) const;
  ops::VecMap<float> grad_vec(std::vector<float>& g, int index) const;
  ops::ConstVecMap<float> vec(int index) const;

  TransformerConfig config_;
  std::vector<ParameterInfo> table_;
  std::vector<float> values_;
  int tok_emb_ = -1, enc_pos_ = -1, dec_pos_ = -1;
  std::vector<BlockIndex> encoder_, decoder_;
  int enc_ln_f_w_ = -1, enc_ln_f_b_ = -1, dec_ln_f_w_ = -1, dec_ln_f_b_ = -1;
  int head_w_ = -1, head_b_ = -1;
};

}  // namespace attn
