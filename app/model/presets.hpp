// The built-in example sentences a teacher picks from the Input panel.
#pragma once

#include <cstddef>

#include "io/i18n.hpp"

namespace attn::app {

struct Preset {
  // The name and the note are marked for the catalog (N_) and translated where shown
  // (tr(p.name)); the sentences are data, shown as they are.
  const char* name;    // shown in the list
  const char* source;  // X
  const char* target;  // Y (may be empty)
  bool causal;         // the mask the example is about
  const char* note;    // one line on what to look at
};

inline constexpr Preset kPresets[] = {
    {N_("Adjectives: a fluffy blue creature"), "a fluffy blue creature roamed the verdant forest",
     "<start> une créature bleue et duveteuse", false,
     N_("Adjectives can update the noun they describe: look at the row of \"creature\".")},
    {N_("\"mole\" in chemistry"), "one mole of carbon dioxide", "American shrew mole", false,
     N_("The same word, another context: compare the row of \"mole\" with the animal sense.")},
    {N_("\"mole\" the animal"), "American shrew mole", "one mole of carbon dioxide", false,
     N_("The same word, another context: compare the row of \"mole\" with the chemistry sense.")},
    {N_("Translation with teacher forcing"), "我爱水课", "<start> I love easy courses", false,
     N_("Compare view: X is 4 tokens, Y is <start> + 4 words; cross-attention is T2×T1 = 5×4.")},
    {N_("Mystery: the murderer was …"),
     "The storm cut the lights at Blackwood Manor just after nine. When the candles were lit "
     "again, Lord Ashby lay still beside the library fire. The butler had been polishing silver "
     "in the pantry, the gardener swore he never left the greenhouse, but the niece's muddy "
     "boots stood by the door and one of her gloves was missing. The murderer was",
     "", true,
     N_("A long context under a causal mask: the last token can look back at every clue.")},
};

inline constexpr std::size_t kPresetCount = sizeof(kPresets) / sizeof(kPresets[0]);

}  // namespace attn::app
