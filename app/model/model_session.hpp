// A pretrained model in the window (the Model view): a folder opened off the frame's thread with its
// progress (one copy shared by every session holding it unchanged, open_models.hpp), the
// text run through the model, the ten next tokens, heads switched off,
// generation one token at a time on the KV cache, and what removing each head does. BERT:
// the ten best fillers of each [MASK]. An encoder–decoder (Marian, T5, BART): the text is
// the source; the target is teacher-forced when given, else made one greedy step at a time.
//
// One thread (background.hpp) works out the requests, the latest of each kind winning: a
// folder to open, the text to run (with the mask, the precision and the heads switched off as
// set when it starts), tokens to generate, the heads' effects to measure. A folder asked
// drops the runs asked before it; a run drops the generation and the measure asked before
// it. The frame reads the latest snapshot, which is never changed once published, with every
// map's thumbnail already max-pooled (kThumbnailTexels a side at most).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/model/decoder.hpp"
#include "core/teaching/training.hpp"
#include "io/model_folder.hpp"
#include "model/background.hpp"
#include "model/layer_measures.hpp"

namespace attn::app {

// What the masked-LM head puts in one [MASK] of the text.
struct MaskFill {
  int position = 0;
  std::vector<decoder::Candidate> top;
  std::vector<std::string> texts;  // as shown
};

// T5's relative position bias of one head: what position alone adds to its scores, scaled
// to [0, 1] for its map (lo → 0, hi → 1).
struct BiasMap {
  Matrix shown;
  float lo = 0.0f, hi = 0.0f;
};

// The most texels a side of a map's thumbnail: a map of 1024 tokens keeps its sharp cells
// max-pooled, and 144 of them stay small on the GPU.
inline constexpr int kThumbnailTexels = 160;

struct ModelSnapshot {
  std::shared_ptr<const io::ModelFolder> model;  // null: none open
  std::shared_ptr<const decoder::Run> run;         // null: nothing run yet (or an error)
  std::uint64_t run_version = 0;                   // grows with every change of the run
  std::vector<std::string> tokens;              // as shown, one per token of the run
  int prompt_tokens = 0;                        // tokens of the text; the rest were generated
  std::vector<decoder::Candidate> next;            // the ten most likely next tokens
  std::vector<std::string> next_tokens;         // their texts, as shown
  std::vector<HeadSummary> summaries;           // L·H, layer by layer (the decoder's self-attention)
  std::string marked_name;                      // the token the summaries' `marked` is of
  std::vector<MaskFill> masked;                 // BERT: one per [MASK] of the text
  // An encoder–decoder: the source's tokens, the encoder's and the cross-attention's
  // summaries (L_e·H and L·H), the target as given (teacher forcing) or generated.
  std::vector<std::string> source_tokens;
  std::vector<HeadSummary> encoder_summaries, cross_summaries;
  bool teacher_forced = false;
  // T5: each head's position bias, the encoder's (bidirectional) and the decoder's (causal);
  // empty for other models.
  std::vector<BiasMap> encoder_bias, decoder_bias;
  // Every map above max-pooled onto at most kThumbnailTexels a side, in the order the view
  // numbers its thumbnails: an encoder–decoder's encoder maps (L_e·H), then the decoder's
  // self-attention (L·H, every other model's only grid), the cross-attention's (L·H), the
  // encoder's position bias (H) and the decoder's (H). Null while nothing is run.
  std::shared_ptr<const std::vector<Matrix>> thumbnails;
  bool finished = false;                        // the last token made is </s>
  Matrix effects;                               // L×H (head_effects), empty until measured
  bool causal = true;
  Precision precision = Precision::Bf16;        // of the products with BF16 or quantized weights
  std::vector<std::vector<char>> ablated;       // as run
  std::size_t kv_bytes = 0;
  // A vision model: the picture as it read it (resized, cropped: what the overlay is drawn
  // on) and its file; `next` and `next_tokens` are then its five most likely classes.
  std::shared_ptr<const io::PreparedPicture> picture;
  std::string picture_path;
  // What the stack does as a whole, as last asked (want_layers), for this run; null when
  // not asked or not yet measured.
  std::shared_ptr<const LayerMeasures> layers;
  std::string error;                            // the last refusal, "" when none
  std::uint64_t version = 0;                    // grows with every snapshot
};

class ModelSession {
 public:
  ModelSession();
  ~ModelSession();
  ModelSession(const ModelSession&) = delete;
  ModelSession& operator=(const ModelSession&) = delete;

  // Opens a folder (the model before stays until this one is whole), then runs `text`.
  // `target`: an encoder–decoder's target (the Input panel's Y); other models ignore it.
  void open(const std::string& folder, const std::string& text, const std::string& target = "",
            const std::string& picture = "");
  // The text through the model, with the mask and the heads switched off as set.
  void run(const std::string& text, const std::string& target = "");
  void set_causal(bool causal, const std::string& text, const std::string& target = "");
  // How the products with a BF16 folder's weights read their inputs (decoder::Options).
  void set_precision(Precision precision, const std::string& text, const std::string& target = "");
  // Head h of layer l on or off (h = -1: every head of the layer).
  void toggle_head(int layer, int head, const std::string& text, const std::string& target = "");
  void clear_ablation(const std::string& text, const std::string& target = "");
  // One more token: the most likely (temperature <= 0) or drawn with `seed`; on the KV
  // cache when the mask is on, else by running the whole text again.
  void generate(int steps, float temperature, std::uint64_t seed);
  // The effect of switching each head off on the next-token distribution.
  void measure_effects();
  // A vision model's picture (a PNG or JPEG file): read, made ready and run.
  void set_picture(const std::string& path, const std::string& text, const std::string& target = "");
  // The measures across layers the views want of the run shown (layer_measures.hpp).
  void want_layers(const LayersWanted& wanted);

  std::shared_ptr<const ModelSnapshot> snapshot() const { return thread_.snapshot(); }
  // Returns when every request is worked out (`render` draws the finished view).
  void wait_idle() { thread_.wait_until_settled(); }
  bool busy() const { return !thread_.settled(); }
  bool loading() const { return loading_.load(); }
  float load_progress() const { return progress_.load(); }
  std::string folder() const;

 private:
  struct OpenRequest {
    std::string folder, text, target, picture;
  };
  struct RunRequest {
    std::string text, target;
  };
  struct GenerateRequest {
    int steps = 1;
    float temperature = 0.0f;
    std::uint64_t seed = 0;
  };
  // How the text is run, as asked (under the lock); a run takes them when it starts.
  struct RunSettings {
    bool causal = true;
    Precision precision = Precision::Bf16;
    std::vector<std::vector<char>> ablated;
    std::string picture;  // a vision model's
  };

  // A run asked, with the settings changed first (under the lock).
  void ask_run(const std::function<void(RunSettings&)>& change, const std::string& text, const std::string& target);
  // Worker thread only.
  void open_folder(const OpenRequest& request);
  void forward(const std::string& text, const std::string& target);
  void generate_tokens(const GenerateRequest& request);
  void measure();
  void measure_layers(const LayersWanted& wanted);
  // The picture asked, decoded and made ready (kept while the file and the model stay).
  std::shared_ptr<const io::PreparedPicture> prepared_picture(const std::string& path);
  void publish(const std::string& error);
  // The thumbnails of the run shown, pooled again only when the run changed.
  std::shared_ptr<const std::vector<Matrix>> thumbnails(const std::vector<BiasMap>& encoder_bias,
                                                        const std::vector<BiasMap>& decoder_bias);
  // The run to change for `tokens` tokens, never the one a snapshot shows: a copy of a
  // small run; a large one (its maps over 128 MB) taken back from the snapshot and waited
  // for, so that two are never held. Worker thread only.
  std::shared_ptr<decoder::Run> run_to_change(std::size_t tokens);

  // Owned by the worker thread.
  std::shared_ptr<const io::ModelFolder> model_;
  std::shared_ptr<decoder::Run> run_;
  std::uint64_t run_version_ = 0;  // grows with every change of run_
  std::uint64_t thumbnails_version_ = 0;  // the run_version_ `thumbnails_` were pooled from
  std::shared_ptr<const std::vector<Matrix>> thumbnails_;
  int prompt_tokens_ = 0;
  RunSettings ran_;  // of the run shown
  Matrix effects_;
  std::uint64_t version_ = 0;
  std::shared_ptr<const io::PreparedPicture> picture_;  // of the run shown
  std::string picture_path_;
  const io::ModelFolder* picture_model_ = nullptr;      // whose processor made picture_
  std::shared_ptr<const LayerMeasures> layers_;         // of run_version_ when it matches

  // Under the thread's lock.
  RunSettings asked_;
  std::string folder_;
  Channel<OpenRequest> open_;
  Channel<RunRequest> run_asked_;
  Channel<GenerateRequest> generate_;
  Channel<bool> effects_asked_;
  Channel<LayersWanted> layers_asked_;

  std::atomic<bool> loading_{false};
  std::atomic<float> progress_{0.0f};
  BackgroundWorker<ModelSnapshot> thread_;  // last: started once the rest is made
};

}  // namespace attn::app
