// GPT-2 in the window (the Pretrained view): a folder opened off the frame's thread with its
// progress, the text run through the model, the ten next tokens, heads switched off,
// generation one token at a time on the KV cache, and what removing each head does. One
// thread does the work in the order asked; the panel reads the latest snapshot, which is
// never changed once published.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "core/model/gpt2.hpp"
#include "io/gpt2_folder.hpp"

namespace attn::app {

// What one head does on this text, each a mean over the query rows after the first (the
// first row can only look at itself): the weight on the token just before, on the first
// token, on the token itself, and the entropy of the row in bits.
struct HeadSummary {
  float previous = 0.0f;
  float first = 0.0f;
  float self = 0.0f;
  float entropy = 0.0f;
};
HeadSummary summarize_head(const Matrix& weights);

struct Gpt2Snapshot {
  std::shared_ptr<const io::Gpt2Folder> model;  // null: none open
  std::shared_ptr<const gpt2::Run> run;         // null: nothing run yet (or an error)
  std::vector<std::string> tokens;              // as shown, one per token of the run
  int prompt_tokens = 0;                        // tokens of the text; the rest were generated
  std::vector<gpt2::Candidate> next;            // the ten most likely next tokens
  std::vector<std::string> next_tokens;         // their texts, as shown
  std::vector<HeadSummary> summaries;           // L·H, layer by layer
  Matrix effects;                               // L×H (head_effects), empty until measured
  bool causal = true;
  std::vector<std::vector<char>> ablated;       // as run
  std::size_t kv_bytes = 0;
  std::string error;                            // the last refusal, "" when none
  std::uint64_t version = 0;                    // grows with every snapshot
};

class Gpt2Session {
 public:
  Gpt2Session();
  ~Gpt2Session();
  Gpt2Session(const Gpt2Session&) = delete;
  Gpt2Session& operator=(const Gpt2Session&) = delete;

  // Opens a folder (the model before stays until this one is whole), then runs `text`.
  void open(const std::string& folder, const std::string& text);
  // The text through the model, with the mask and the heads switched off as set.
  void run(const std::string& text);
  void set_causal(bool causal, const std::string& text);
  // Head h of layer l on or off (h = -1: every head of the layer).
  void toggle_head(int layer, int head, const std::string& text);
  void clear_ablation(const std::string& text);
  // One more token: the most likely (temperature <= 0) or drawn with `seed`; on the KV
  // cache when the mask is on, else by running the whole text again.
  void generate(int steps, float temperature, std::uint64_t seed);
  // The effect of switching each head off on the next-token distribution.
  void measure_effects();

  std::shared_ptr<const Gpt2Snapshot> snapshot() const;
  // Returns when every job asked for is done (`render` draws the finished view).
  void wait_idle();
  bool busy() const { return busy_.load(); }
  bool loading() const { return loading_.load(); }
  float load_progress() const { return progress_.load(); }
  std::string folder() const;

 private:
  void enqueue(std::function<void()> job);
  void loop();
  void forward(const std::string& text);          // worker thread only
  void publish(const std::string& error);          // worker thread only
  // The run to change for `tokens` tokens, never the one a snapshot shows: a copy of a
  // small run; a large one (its maps over 128 MB) taken back from the snapshot and waited
  // for, so that two are never held. Worker thread only.
  std::shared_ptr<gpt2::Run> run_to_change(std::size_t tokens);

  // Owned by the worker thread.
  std::shared_ptr<const io::Gpt2Folder> model_;
  std::shared_ptr<gpt2::Run> run_;
  int prompt_tokens_ = 0;
  bool causal_ = true;
  std::vector<std::vector<char>> ablated_;
  Matrix effects_;
  std::uint64_t version_ = 0;

  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::condition_variable idle_;
  std::deque<std::function<void()>> jobs_;
  bool stop_ = false;
  std::shared_ptr<const Gpt2Snapshot> snapshot_;
  std::string folder_;
  std::atomic<bool> busy_{false};
  std::atomic<bool> loading_{false};
  std::atomic<float> progress_{0.0f};
  std::thread thread_;
};

}  // namespace attn::app
