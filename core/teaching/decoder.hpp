// The decoder under teacher forcing: what it is fed and what it must predict at each
// position, and what each position may see.
//
// Legend: T tokens (T1 source, T2 target), D model width, H heads, d_k = D / H.
#pragma once

#include <string>
#include <vector>

namespace attn {

struct TeacherForcingRow {
  int position = 0;          // i
  std::string input;         // decoder input token i (<start> first)
  std::string predicts;      // the training target at i: the next token (<end> last)
  int visible_count = 0;     // tokens 0..i: i + 1
};

// For a target sentence (without markers): the decoder input is <start> + target, the
// training target is target + <end>; row i may attend to inputs 0..i. A leading <start>
// or trailing <end> already in the text is not doubled. Throws for an empty target.
std::vector<TeacherForcingRow> teacher_forcing_table(const std::string& target_sentence);

}  // namespace attn
