#include "core/teaching/decoder.hpp"

#include "core/base/types.hpp"
#include "core/teaching/text.hpp"

namespace attn {

std::vector<TeacherForcingRow> teacher_forcing_table(const std::string& target_sentence) {
  std::vector<std::string> tokens = tokenize(target_sentence);
  if (!tokens.empty() && tokens.front() == kStartToken) tokens.erase(tokens.begin());
  if (!tokens.empty() && tokens.back() == kEndToken) tokens.pop_back();
  if (tokens.empty()) throw AttentionError("the target sentence is empty: type what the decoder should learn");
  std::vector<TeacherForcingRow> rows;
  for (std::size_t i = 0; i <= tokens.size(); ++i) {
    TeacherForcingRow row;
    row.position = static_cast<int>(i);
    row.input = i == 0 ? kStartToken : tokens[i - 1];
    row.predicts = i < tokens.size() ? tokens[i] : kEndToken;
    row.visible_count = static_cast<int>(i) + 1;
    rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace attn
