// A Transformer language model, forward only, with every layer's attention kept for the
// views: GPT-2 and today's Llama-family decoders (Llama, Mistral, Qwen2, Qwen3), BERT's
// encoder, and the encoder–decoders of translation and summarization (Marian, T5, BART), as
// one forward pass over an architecture written as data.
//
//   a stack over ids:
//     x   = embed[ids]·s (+ positions when learned or sinusoidal) (+ token type 0)  T×D
//           (then Norm(x; embedding norm) where the model has one)
//     per layer, pre-norm (GPT-2, Llama, T5):
//       x = x + Attention(Norm(x; norm1))                        the attention's input X
//       x = x + CrossAttention(Norm(x; cross norm), encoder)     encoder–decoder only
//       x = x + MLP(Norm(x; norm2))
//     or post-norm (BERT, Marian, BART): x = Norm(x + Attention(x); norm1), and so on
//     h   = Norm(x; final) (pre-norm), or x (post-norm)
//   decoder-only: one stack, causal; logits = h·outputᵀ (output = embed when tied)
//   encoder-only (BERT): one stack, no mask; the masked-LM head predicts a token at each
//     position: logits = Norm(gelu(h·W + b)) · embedᵀ + b_out
//   encoder–decoder: the encoder's stack over the source (no mask), then the decoder's over
//     the target (causal), each decoder layer's cross-attention reading the encoder's h as
//     keys and values; logits = (h·c)·outputᵀ (+ final_logits_bias), c = D^−½ for T5's
//     tied output, else 1
//
// What the families differ in is the Architecture below, one row per family, and the names
// of their tensors (the folder readers map them): GPT-2 has LayerNorm, learned positions,
// biases everywhere and a tanh-GELU MLP of 4D; Llama has RMSNorm, rotary positions, no
// biases and a SwiGLU MLP, MLP(n) = (silu(n·W_gate) ⊙ n·W_up)·W_down; Mistral is Llama's
// row with a sliding window; Qwen2 adds biases to q, k and v; Qwen3 normalizes each head's
// q and k and chooses d_k apart from D / H. BERT reads without a mask, adds token type 0's
// embedding and normalizes the embeddings, puts each norm after its residual sum and uses
// the exact (erf) GELU. Marian scales the embeddings by √D and adds sinusoidal positions
// (computed, not stored), with a SiLU MLP; BART learns its positions (read 2 rows on) and
// normalizes its embeddings, with an erf-GELU MLP; both are post-norm with a bias on the
// logits. T5 is pre-RMSNorm without biases, does not divide its scores by √d_k (the scale
// is in the weights) and adds to them a learned bias of each head for the distance between
// query and key (relative_position_bucket: exact up to a few tokens, then logarithmic;
// both ways in the encoder, backwards only in the decoder; none on cross-attention), with
// a ReLU MLP or a gated tanh-GELU one (Flan-T5).
//
// The attention is the engine's multi_head_attention (attention/multi_head.hpp) with the
// rotation and the K/V-head map (attention/config.hpp, rotary.hpp), so every head's weights
// are the ones every view shows, and each query head's trace holds the (rotated) keys and
// values it read: the KV cache.
//
// Legend: T tokens (T1 the source's, T2 the target's in an encoder–decoder), D model width,
// H query heads, H_kv K/V heads, d_k a head's width, F the MLP's width, L layers, V
// vocabulary size, P context (the most positions the model reads).
// Row convention throughout: y = x·W + b, W in×out (readers of nn.Linear weights, stored
// out×in, transpose them).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/attention/config.hpp"
#include "core/attention/rotary.hpp"
#include "core/attention/trace.hpp"
#include "core/base/weight.hpp"
#include "core/model/picture.hpp"

namespace attn::decoder {

enum class Norm { LayerNorm, RmsNorm };
// The MLP: GELU (tanh approximation, or exact), SiLU or ReLU of one product; or a gated
// product, silu(gate) ⊙ up (SwiGLU) or gelu_tanh(gate) ⊙ up (T5's gated-gelu).
enum class Mlp { GeluTanh, SwiGlu, Gelu, Silu, Relu, GatedGelu };
// How positions enter: a learned table added to the embeddings, rotary (RoPE), a sinusoidal
// table added (computed), or a learned bias on the scores by relative distance (T5).
enum class Positions { Learned, Rotary, Sinusoidal, Relative };
// The stacks: one decoder (causal), one encoder, or an encoder and a decoder.
enum class Stacks { Decoder, Encoder, EncoderDecoder };
// What the main stack reads: token ids, or a picture cut into patches (a Vision
// Transformer: its "tokens" are [CLS], the special tokens, then a patch each).
enum class Input { Tokens, Patches };
// What a vision model predicts from: nothing (a bare encoder, DINO's), the [CLS] row (ViT),
// the mean of the [CLS] row's and the distillation row's heads (DeiT), or the [CLS] row
// beside the patches' mean (DINOv2's classifier).
enum class Classifier { None, Cls, ClsAndDistillation, ClsAndPatchMean };

// A Vision Transformer's picture side: patches of p×p pixels, each one token through a
// product (the convolution with stride = kernel = p), learned positions on the grid the
// model was trained at (resized when a picture's grid differs, as Hugging Face's
// implementations resize them), [CLS] first, then DeiT's distillation token, then
// DINOv2's registers (which have no position), then the patches row by row.
struct Vision {
  int image_size = 224;  // the height the positions were learned at (grid: image_size / p rows)
  int image_width = 0;   // its width, when not image_size (a grid of image_width / p columns)
  int patch_size = 16;   // p
  int channels = 3;      // C
  bool distillation = false;  // DeiT's [DIST] after [CLS], with a position of its own
  int registers = 0;          // DINOv2's register tokens, after [CLS] (and [DIST])
  GridResize position_resize = GridResize::Bicubic;
  Classifier classifier = Classifier::None;
  // The tokens before the patches, and those of them that have a position.
  int prefix() const { return 1 + (distillation ? 1 : 0) + registers; }
  int positioned() const { return 1 + (distillation ? 1 : 0); }
  int grid_rows() const { return image_size / patch_size; }
  int grid_cols() const { return (image_width > 0 ? image_width : image_size) / patch_size; }
};

// One family's row of the architecture table, filled from its config.json.
// How q and k are RMS-normalised after their projection: not at all, each head's d_k
// values (Qwen3), or the whole projection's H·d_k (and H_kv·d_k) at once (OLMo 2).
enum class QkNorm { None, PerHead, Whole };

struct Architecture {
  // The family's name in messages: config.json's model_type (gpt2, llama, bert, t5, ...).
  // Nothing compares it: what the forward does differently is in the fields below.
  std::string family = "gpt2";
  Stacks stacks = Stacks::Decoder;
  int layers = 12;              // L: the decoder's, or the encoder's in an encoder alone
  int encoder_layers = 0;       // the encoder's in an encoder–decoder, else 0
  int d_model = 768;            // D
  int heads = 12;               // H
  int kv_heads = 12;            // H_kv, divides H
  int head_dim = 64;            // d_k
  int mlp_width = 3072;         // F
  int context = 1024;           // P
  int vocabulary = 50257;       // V
  Norm norm = Norm::LayerNorm;
  double norm_eps = 1e-5;
  bool post_norm = false;       // x = Norm(x + sublayer(x)); no final norm
  Positions positions = Positions::Learned;
  int position_offset = 0;      // position p reads row p + offset of a learned table (BART: 2)
  double rope_theta = 10000.0;
  RopeScaling rope_scaling;
  int relative_buckets = 32;        // T5: relative_attention_num_buckets
  int relative_max_distance = 128;  // T5: relative_attention_max_distance
  bool scale_scores = true;     // divide the scores by √d_k (T5 does not)
  float embed_scale = 1.0f;     // the embeddings times this (Marian: √D)
  bool embedding_norm = false;  // a LayerNorm of the embeddings (BERT, BART)
  bool token_types = false;     // token type 0's embedding added (BERT)
  bool qkv_bias = true;         // b_q, b_k, b_v
  bool o_bias = true;           // b_o
  QkNorm qk_norm = QkNorm::None;  // RMSNorm of q and k after their projection
  int rotary_dims = 0;          // RoPE: the values of each head turned, the first r of d_k
                                // (GPT-NeoX's rotary_pct, Phi's partial_rotary_factor); 0: all
  bool parallel_residual = false;  // x + attention(Norm1(x)) + MLP(Norm2(x)): both sublayers
                                   // read the layer's input (GPT-NeoX, Pythia)
  bool norm_inputs = true;      // pre-norm: each sublayer reads Norm(x); false: x itself (OLMo 2)
  bool norm_outputs = false;    // each sublayer's output normalised before it is added
                                // (OLMo 2; Gemma 2 and 3 beside norm_inputs)
  Mlp mlp = Mlp::GeluTanh;
  bool mlp_bias = true;
  bool tied_embeddings = true;  // logits from the token embedding
  float output_scale = 1.0f;    // h times this before the output matrix (T5 tied: D^−½)
  bool output_bias = false;     // a bias on the logits (final_logits_bias, BERT's b_out)
  bool mlm_head = false;        // BERT's masked-LM head before the output matrix
  bool predicts = true;         // has a head that predicts tokens (a bare BertModel has not)
  bool causal = true;           // the main stack's self-attention is causal (BERT: no mask)
  int sliding_window = 0;       // 0: none; else a token sees at most this many (itself too)
  std::vector<char> local_layers;  // the layers the window applies to (Gemma's local ones,
                                   // between global ones); empty: every layer
  double local_rope_theta = 0.0;   // RoPE base of the local layers, unscaled (Gemma 3's
                                   // rope_local_base_freq); 0: rope_theta and its scaling
  double score_scale_dim = 0.0; // scores ÷ sqrt(this) in place of sqrt(d_k) (Gemma's
                                // query_pre_attn_scalar); 0: d_k
  float attention_softcap = 0.0f;  // each score s → c·tanh(s / c) before the mask (Gemma 2)
  float logit_softcap = 0.0f;      // each logit likewise (Gemma 2); 0: none
  int decoder_start = 0;        // encoder–decoder: the decoder's first input id
  int eos = -1;                 // the id that ends a generated text, or -1
  Input input = Input::Tokens;  // Patches: a Vision Transformer (vocabulary: its classes)
  Vision vision;                // read when input is Patches
  bool layer_scale = false;     // each sublayer's output times a learned vector (DINOv2)

  bool reads_pictures() const { return input == Input::Patches; }
  bool learned_positions() const { return positions == Positions::Learned; }
  bool rotary() const { return positions == Positions::Rotary; }
  int rotated() const { return rotary_dims > 0 ? rotary_dims : head_dim; }  // values turned per head
  // Whether layer l sees only the last sliding_window tokens.
  bool local(std::size_t l) const {
    return sliding_window > 0 && (local_layers.empty() || (l < local_layers.size() && local_layers[l] != 0));
  }
  bool gated() const { return mlp == Mlp::SwiGlu || mlp == Mlp::GatedGelu; }
  bool encoder_decoder() const { return stacks == Stacks::EncoderDecoder; }
};
// Throws AttentionError naming the bad value (sizes below 1, H not a multiple of H_kv,
// d_k odd under RoPE, ε not > 0, a rotation the scaling refuses).
void validate(const Architecture& a);

// The model in one line, as a teacher reads it: "30 layers · D 576 · 9 heads (3 K/V) ·
// d_k 64 · RoPE θ 100000 · RMSNorm · SwiGLU 1536 · tied embeddings · BF16".
std::string summary(const Architecture& a, const std::string& dtype);
// "9 query heads share 3 K/V heads", or "12 heads, each with its own K and V".
std::string sharing(const Architecture& a);

// What a configuration costs, from its sizes alone.
std::uint64_t parameter_count(const Architecture& a);
// Bytes of keys and values one token adds to the cache (2·L·H_kv·d_k values of
// `bytes_per_value`).
std::size_t kv_bytes_per_token(const Architecture& a, std::size_t bytes_per_value = 4);
// Multiply-adds of a forward pass over T tokens: the products with the weights (the
// logits of the last position only) and the attention's scores and sums (causal: half).
double forward_flops(const Architecture& a, std::size_t tokens);

struct Layer {
  Matrix norm1_w, norm1_b;   // 1×D; the bias empty under RMSNorm
  MhaWeights attention;      // W_q D×(H·d_k), W_k, W_v D×(H_kv·d_k), W_o (H·d_k)×D; biases,
                             // q/k norms as the architecture has them, else empty
  // An encoder–decoder's decoder layer: its cross-attention (W_q on the decoder's stream,
  // W_k and W_v on the encoder's output) and the norm around it; else empty.
  Matrix cross_norm_w, cross_norm_b;
  MhaWeights cross;
  Matrix norm2_w, norm2_b;   // 1×D
  Weight up_w;               // D×F (GPT-2's c_fc, a gated MLP's up), float or BF16
  Matrix up_b;               // 1×F or empty
  Weight gate_w;             // D×F a gated MLP's gate; else empty
  Matrix gate_b;
  Weight down_w;             // F×D
  Matrix down_b;             // 1×D or empty
  Matrix scale1, scale2;     // 1×D the attention's and the MLP's layer scale, or empty
  // 1×D each: the norms of the attention's and the MLP's outputs before they are added
  // (norm_outputs; the biases under LayerNorm), else empty.
  Matrix out_norm1_w, out_norm1_b, out_norm2_w, out_norm2_b;
};

// The encoder of an encoder–decoder: its layers and what surrounds them.
struct Encoder {
  std::vector<Layer> layers;
  Matrix positions;                   // learned positions (BART: P + 2 rows), else empty
  Matrix embed_norm_w, embed_norm_b;  // 1×D, or empty
  Matrix final_w, final_b;            // 1×D pre-norm, else empty
  Matrix relative_bias;               // T5: buckets×H, else empty
};

struct Weights {
  Architecture arch;
  // The token embedding E, V×D as floats, or in BF16 as the weights of the logits, Eᵀ
  // (D×V: a token's vector is a column; a folder's in panels, a GGUF file's in its blocks);
  // the other one empty. Shared by the encoder and the decoder of an encoder–decoder.
  Matrix embed;
  Bf16Matrix embed16;
  // The main stack (the decoder, or the encoder of an encoder alone):
  Matrix positions;          // P×D (plus the offset's rows) when learned, else empty
  Matrix token_type;         // 1×D token type 0's embedding (BERT), else empty
  Matrix embed_norm_w, embed_norm_b;  // 1×D the embeddings' norm, else empty
  std::vector<Layer> layers;
  Matrix final_w, final_b;   // 1×D; the bias empty under RMSNorm; both empty post-norm
  Matrix relative_bias;      // T5: buckets×H, else empty
  // The output matrix, V×D, or Eᵀ in BF16 like embed16; both empty when tied (the
  // embedding serves).
  Matrix output;
  Bf16Matrix output16;
  Matrix output_bias;        // 1×V, or empty
  // BERT's masked-LM head: h ← Norm(gelu(h·head_w + head_b); head_norm), D×D and 1×D.
  Matrix head_w, head_b, head_norm_w, head_norm_b;
  Encoder encoder;           // an encoder–decoder's encoder
  // A Vision Transformer's (positions above: prefix positions and the grid's, (positioned +
  // g²)×D):
  Matrix patch_w;            // (C·p·p)×D the patch embedding, rows in (channel, row, column) order
  Matrix patch_b;            // 1×D
  Matrix cls_token;          // 1×D
  Matrix distillation_token; // 1×D, or empty
  Matrix register_tokens;    // R×D, or empty
  Matrix classifier_w;       // D×classes (2D×classes beside the patches' mean), or empty
  Matrix classifier_b;       // 1×classes
  Matrix distillation_w, distillation_b;  // DeiT's distillation head, D×classes and 1×classes
  // Token `id`'s embedding into `row` (D floats), unscaled.
  void embedding(int id, float* row) const;
  bool separate_output() const { return output.size() != 0 || output16.size() != 0; }
};
// Throws AttentionError naming the first parameter whose shape is not the architecture's.
void validate(const Weights& weights);
// Bytes the parameters take as floats.
std::uint64_t parameter_bytes(const Architecture& a);
// Bytes the parameters take in memory as they are held (BF16 ones at 2 a value).
std::size_t held_bytes(const Weights& weights);

struct Options {
  // Whether the main stack's self-attention is causal. Callers start from the model's own
  // (Architecture::causal, options_for); the other one is a what-if: lifted, a token sees
  // the ones after it.
  bool causal = true;
  // An encoder–decoder's source: the encoder's input ids (ids are then the decoder's).
  std::vector<int> source;
  // ablated[l][h] != 0: query head h of layer l is switched off (its context is zeroed
  // before W_o, so it adds nothing to the residual stream). Empty, or L rows of H.
  std::vector<std::vector<char>> ablated;
  int threads = 0;     // 0: one per core
  // How the products with BF16 weights read their inputs (attention/linear.hpp): rounded
  // to BF16, as the model is stored and as AVX-512 BF16 multiplies (the default); or as
  // floats, the sums float32 weights of the same values give. Float weights: no effect.
  // Int8: quantized weights' products as llama.cpp makes them (inputs rounded to 8 bits).
  Precision precision = Precision::Bf16;
  // Tokens of the main stack whose embedding is taken away (replaced by zeros: the token
  // embedding, or a patch's; positions stay), to measure what each token contributes.
  std::vector<int> removed;
  std::vector<int> removed_source;  // the same for an encoder–decoder's source tokens
};

// The rows keep room to grow (GrowingMatrix), as the text may (extend).
struct LayerRecord {
  GrowingMatrix input;        // T×D the residual stream entering the layer
  GrowingMatrix normed;       // T×D the attention's input X: Norm(input; norm1), or input
                              // post-norm
  AttentionTrace attention;   // every query head's q, k, v (rotated), weights and context
  // A decoder layer of an encoder–decoder: the cross-attention's queries' input (T2×D) and
  // its trace (T2×T1 maps; k and v are the encoder's, made once and kept).
  GrowingMatrix cross_input;
  AttentionTrace cross;
};

struct Run {
  std::vector<int> ids;             // the main stack's input (the decoder's)
  std::vector<LayerRecord> layers;  // L
  GrowingMatrix final;              // T×D the main stack's output h
  bool causal = true;
  std::vector<std::vector<char>> ablated;  // as run
  Precision precision = Precision::Bf16;   // as run
  // The cos and sin of the positions the run has reached (RoPE models), grown as it grows;
  // the local layers' own where their base differs (Gemma 3), else null.
  std::shared_ptr<const RotationTable> rotation, local_rotation;
  // T5: what position alone adds to each head's scores, H maps T×T, the same in every
  // layer of the stack; null for other models.
  std::shared_ptr<const std::vector<Matrix>> position_bias;
  // An encoder–decoder's encoder over the source.
  std::vector<int> source;
  std::vector<LayerRecord> encoder;
  GrowingMatrix encoder_output;     // T1×D what every cross-attention reads
  std::shared_ptr<const std::vector<Matrix>> encoder_position_bias;
  // A picture's run: the grid of patches after the prefix tokens (ids is then empty), and
  // the pixel values it read.
  int grid_rows = 0, grid_cols = 0;
  std::shared_ptr<const Pixels> pixels;
  std::vector<int> removed, removed_source;  // as run
  // The tokens the run read: its ids, or a picture's prefix and patches.
  int tokens() const { return static_cast<int>(final.rows()); }
};

// Which attention of the model: the main stack's self-attention, the encoder's (of an
// encoder–decoder), or the decoder's cross-attention.
enum class Part { Self, Encoder, Cross };
// The attention configuration of that part of this model's layer `layer` over its run (a
// local layer's window and rotation; the encoder's and cross-attention's are every layer's).
AttentionConfig attention_config(const Architecture& a, const Run& run, int threads, Part part, std::size_t layer);
// The rotation layer l of a RoPE model's run reads (its local table, or the run's), or null.
const RotationTable* rotation_of(const Architecture& a, const Run& run, std::size_t l);

// Options with the model's own mask (Architecture::causal).
Options options_for(const Architecture& a);

// T5's relative_position_bucket: the bucket of a key `relative` positions after its query
// (negative: before), as Hugging Face computes it (the logarithm in float32).
int relative_bucket(int relative, bool bidirectional, int buckets, int max_distance);
// What position adds to each head's scores: H maps Tq×Tk, (i, j) = table(bucket(j − i −
// first), h), query i at position first + i. table is buckets×H.
std::vector<Matrix> relative_position_bias(const Matrix& table, Eigen::Index t_q, Eigen::Index t_k, bool bidirectional,
                                           int buckets, int max_distance, Eigen::Index first = 0);

// The whole model over `ids` (and, for an encoder–decoder, options.source first). Throws
// AttentionError when ids (or the source) is empty, longer than the context P (or the
// sliding window), or holds an id outside [0, V); when an encoder–decoder has no source, or
// another model one.
Run forward(const Weights& weights, const std::vector<int>& ids, const Options& options);
// The same into `run`, reusing its storage where the shapes are unchanged (every map of a
// text of the same length is written where the last one was): recomputing touches no new
// memory. On error `run` is left empty.
void forward(const Weights& weights, const std::vector<int>& ids, const Options& options, Run& run);

// The most patches a picture may have (a grid of 64×64 patches: 1024×1024 pixels at p = 16).
inline constexpr int kMaxPatches = 4096;

// A Vision Transformer over one picture's pixel values (C planes of H×W, normalised as its
// image processor says): the patches, the prefix tokens and their positions (resized when
// the picture's grid differs from the model's), its encoder, and the final norm into
// run.final. Throws AttentionError when the model reads no pictures, the channels differ,
// p does not divide H or W, there are more than kMaxPatches patches, a value is not finite,
// or the positions must be resized and are not a square grid.
Run forward_picture(const Weights& weights, const Pixels& pixels, const Options& options);
// The same into `run`, reusing its storage where the shapes are unchanged.
void forward_picture(const Weights& weights, const Pixels& pixels, const Options& options, Run& run);
// The names of a picture's tokens: "[CLS]", "[DIST]", "[REG1]"…, then "p(0,0)", "p(0,1)", …
// (row, column, from 0).
std::vector<std::string> picture_tokens(const Architecture& a, int rows, int cols);

// One more token `id` at the end of a causal run, the way generation works: only the new
// token's query, key and value are computed (rotated to its position), and its attention
// reads the keys and values of the earlier tokens from the run (the KV cache). Every map
// gains a row (and a column that only the new row sees). The result equals forward() over
// the longer ids. An encoder–decoder's decoder grows so, its cross-attention reading the
// encoder's keys and values made once. Throws AttentionError when the run is not causal
// (without the mask the earlier rows would change too), the model was not trained to
// generate (BERT) or the context is full.
void extend(const Weights& weights, Run& run, int id, int threads = 0);

// Greedy decoding of an encoder–decoder: the source encoded once, then the decoder from
// decoder_start, one most likely token at a time on the caches, until eos (kept) or `steps`
// tokens. Returns the run; its ids are the decoder's input (start and every token but the
// last chosen) and `chosen` the tokens chosen.
Run greedy_translation(const Weights& weights, const std::vector<int>& source, int steps, std::vector<int>& chosen,
                       const Options& options);

// Bytes of the KV cache a run stands for: every layer's keys and values, one per K/V head
// (2·L·T·H_kv·d_k floats), however many query heads read each.
std::size_t kv_cache_bytes(const Architecture& a, const Run& run);

// Bytes a run keeps for the views: every layer's input and attention input, and every
// head's q, k, v, weights and context, the concatenation, the output and the mask.
std::size_t run_bytes(const Run& run);

// The logits of the token after `position` (1×V); for a masked-LM model (BERT), of the
// token at `position`; for a vision model, its classes' (position aside). Throws
// AttentionError when the model has no head that predicts.
Matrix logits(const Weights& weights, const Run& run, int position, int threads = 0);
// The logits of each of `rows` (n×D, rows as the main stack's output h would be), n×V:
// BERT's masked-LM head first, T5's scale, the output matrix and its bias. Throws
// AttentionError when the model has no head that predicts tokens.
Matrix logits_of(const Weights& weights, const MatrixRef& rows, Precision precision, int threads = 0);

struct Candidate {
  int id = 0;
  float probability = 0.0f;
  float logit = 0.0f;
};
// The `count` most likely tokens of softmax(logits), most likely first (ties: lower id).
std::vector<Candidate> top_candidates(const Matrix& logits, int count);

// The next token: the most likely when temperature <= 0 (greedy); else drawn from
// softmax(logits / temperature) with a stream made from (seed, step), so a seed replays
// the same text.
int choose_next(const Matrix& logits, float temperature, std::uint64_t seed, int step);

// What switching each head off does to the prediction after the last token: for every
// layer l and query head h, the run again without that head (from layer l on; the layers
// before are unchanged) and the total variation distance between the two next-token
// distributions, ½·Σ|p − p'| in [0, 1]. L×H. The run's own ablations stay in place.
Matrix head_effects(const Weights& weights, const Run& run, int threads = 0);

// The logit lens (nostalgebraist, 2020): what the model would predict if it stopped after
// each layer. The residual stream entering layer l + 1 (l = 0: the embeddings as the first
// layer reads them; l = L: the last layer's output) goes through what follows the last
// layer, the final norm where the model has one (pre-norm) and the output (logits_of):
// row l of the lens. Row L is the model's own prediction. An encoder–decoder's lens is its
// decoder's. Kept as the `top` most likely tokens of each cell and, where the text goes on,
// the rank of the token that follows (1: the most likely).
struct LensCell {
  std::vector<Candidate> top;
  int next_rank = 0;  // the rank of the token that follows the position; 0: none follows
};
struct LogitLens {
  int rows = 0;         // L + 1
  int first = 0;        // the first position shown
  int positions = 0;    // positions shown, the last of the run's (at most kMaxLensPositions)
  bool ranks = false;   // next_rank is known (a text that goes on; not BERT's, which fills masks)
  std::vector<LensCell> cells;  // rows × positions, row by row
  const LensCell& at(int row, int position) const {
    return cells[static_cast<std::size_t>(row) * static_cast<std::size_t>(positions) +
                 static_cast<std::size_t>(position - first)];
  }
};
// The most positions a lens shows: each costs (L + 1)·D·V multiply-adds.
inline constexpr int kMaxLensPositions = 128;
// Throws AttentionError for a model that predicts no tokens (a bare encoder, a vision model).
LogitLens logit_lens(const Weights& weights, const Run& run, int top = 10, int threads = 0);
// Bytes of the residual streams the lens reads (kept by every run): (L + 1)·T·D floats.
std::size_t residual_bytes(const Run& run);

// What each input token contributes to one prediction: the prediction at `query` (the most
// likely token there, or a vision model's top class) and its probability, then again with
// each input token's embedding taken away (Options::removed; with `source`, an
// encoder–decoder's source tokens, Options::removed_source). The run's own settings (mask,
// heads switched off, precision) stay.
struct Removal {
  int query = 0;
  int predicted = 0;
  float probability = 0.0f;          // of `predicted`, with every token
  std::vector<float> without;        // T (T1 for a source): its probability without token j
};
// Throws AttentionError when the model predicts nothing, query is outside the run, or a
// source is asked of a model without one.
Removal removal_effects(const Weights& weights, const Run& run, int query, bool source = false, int threads = 0);

}  // namespace attn::decoder
