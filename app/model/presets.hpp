// The built-in example sentences a teacher picks from the Input panel.
#pragma once

#include <cstddef>

namespace attn::app {

struct Preset {
  const char* name;    // shown in the list
  const char* source;  // X
  const char* target;  // Y (may be empty)
  bool causal;         // the mask the example is about
  const char* note;    // one line on what to look at
};

inline constexpr Preset kPresets[] = {
    {"Adjectives: a fluffy blue creature", "a fluffy blue creature roamed the verdant forest",
     "<start> une créature bleue et duveteuse", false,
     "Adjectives can update the noun they describe: look at the row of \"creature\"."},
    {"\"mole\" in chemistry", "one mole of carbon dioxide", "American shrew mole", false,
     "The same word, another context: compare the row of \"mole\" with the animal sense."},
    {"\"mole\" the animal", "American shrew mole", "one mole of carbon dioxide", false,
     "The same word, another context: compare the row of \"mole\" with the chemistry sense."},
    {"Translation with teacher forcing", "我爱水课", "<start> I love easy courses", false,
     "Compare view: X is 4 tokens, Y is <start> + 4 words; cross-attention is T2×T1 = 5×4."},
    {"Mystery: the murderer was …",
     "The storm cut the lights at Blackwood Manor just after nine. When the candles were lit "
     "again, Lord Ashby lay still beside the library fire. The butler had been polishing silver "
     "in the pantry, the gardener swore he never left the greenhouse, but the niece's muddy "
     "boots stood by the door and one of her gloves was missing. The murderer was",
     "", true,
     "A long context under a causal mask: the last token can look back at every clue."},
};

inline constexpr std::size_t kPresetCount = sizeof(kPresets) / sizeof(kPresets[0]);

}  // namespace attn::app
