#include "model/lesson_fields.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <stdexcept>

#include "core/model/weights.hpp"
#include "io/i18n.hpp"
#include "io/case_json.hpp"
#include "model/limits.hpp"
#include "model/views.hpp"
#include "view/colormap.hpp"

namespace attn::app {
namespace {
using nlohmann::json;

std::vector<std::string> colormap_names() {
  std::vector<std::string> out;
  for (const view::ColorMapId id : view::kSequentialMaps) out.emplace_back(view::colormap_name(id));
  return out;
}

// "weights": {"w_q", "w_k", "w_v", "w_o"}, each D×D, read after "d_model"; written only when
// given. Weights given inline and the designed heads exclude each other (lesson_file.cpp
// refuses the two together).
Field<Lesson> weights_field() {
  Field<Lesson> f;
  f.name = "weights";
  f.read = [](const io::JsonFields& fields, Lesson& l) {
    const json* v = fields.find("weights");
    if (v == nullptr) return;
    try {
      l.weights = io::weights_from_json(*v, l.d_model);
    } catch (const AttentionError& e) {
      fields.fail_whole(fmt(tr("{0} (d_model of the lesson is {1})"), e.what(), l.d_model));
    }
  };
  f.write = [](const Lesson& l) {
    return nlohmann::ordered_json(l.weights ? io::weights_to_json(*l.weights) : json(nullptr));
  };
  f.copy = [](const Lesson& from, Lesson& to) { to.weights = from.weights; };
  f.set_example = [](Lesson& l) { l.weights = random_weights(l.d_model, 11); };
  f.unset = [](const Lesson& l) { return !l.weights.has_value(); };
  return f.when_set().not_with("designed");
}

// A field of older lessons, read (it must still be a string) and never written.
Field<Lesson> ignored_field(std::string name) {
  Field<Lesson> f;
  f.name = name;
  f.written = Written::Never;
  f.read = [name](const io::JsonFields& fields, Lesson&) { (void)fields.text(name, ""); };
  f.write = [](const Lesson&) { return nlohmann::ordered_json(nullptr); };
  f.copy = [](const Lesson&, Lesson&) {};
  f.set_example = [](Lesson&) {};
  return f;
}

const std::vector<Field<QuizSettings>>& quiz_fields() {
  static const std::vector<Field<QuizSettings>> rows{
      field<QuizSettings>("row", &QuizSettings::row, IntegerCodec{1, kMaxSourceTokens}, 2).required_as(N_("the query row")),
  };
  return rows;
}

// "diff": {"between", "heads": [a, b], "sentence", and for the Training view's model
// "attention", "head", "layers": [a, b], "steps": [a, b], "checkpoints": [A, B]; for two
// pretrained models "models": [A, B] and "quantize" (B's matrices quantized here) with
// "head" and "layers" (the first)}; heads and
// layers from 1 in the file. Written in the order of the keys' names.
const std::vector<Field<DiffSettings>>& diff_fields() {
  using D = DiffSettings;
  static const std::vector<Field<D>> rows{
      field<D>("between", &D::between, NamedCodec<DiffBetween>{diff_between_name, kDiffKinds}, DiffBetween::Checkpoints),
      pair_field<D>("heads", &D::head_a, &D::head_b,
                    IntPairCodec{1, kMaxHeads, 1, N_("head numbers"), N_(" (a head the model lacks is its last)")},
                    {2, 0}),
      field<D>("sentence", &D::sentence, TextCodec{}, "a dog ran").when_set(),
      field<D>("attention", &D::attention, NamedCodec<DiffAttention>{diff_attention_name, kDiffAttentions},
               DiffAttention::Cross)
          .when_set(),
      field<D>("head", &D::head, IntegerCodec{1, kMaxHeads, 1}, 2).when_set(),
      pair_field<D>("layers", &D::layer_a, &D::layer_b, IntPairCodec{1, 64, 1}, {1, 2}).when_set(),
      pair_field<D>("steps", &D::step_a, &D::step_b, IntPairCodec{-1, 1'000'000'000, 0}, {100, -1}).when_set(),
      // Checked when compared: a scene may name a file a run will write.
      pair_field<D>("checkpoints", &D::checkpoint_a, &D::checkpoint_b, PathPairCodec{PathKind::Unchecked},
                    {"a.safetensors", "b.safetensors"})
          .when_set(),
      // Opened when compared, as the Model view opens a model ("ollama:NAME" too).
      pair_field<D>("models", &D::model_a, &D::model_b, PathPairCodec{PathKind::Model},
                    {"smollm2-f16.gguf", "smollm2-q4_k_m.gguf"})
          .when_set(),
      field<D>("quantize", &D::quantize, ChoiceCodec{{"", "Q8_0", "Q4_0"}}, "Q4_0").when_set(),
  };
  return rows;
}

// "layers": {"show": "rollout" | "flow" | "explanation", "query": K (from 1; 0: the
// prediction's), "of": "model" | "training" (left out: the Model view's when one is open)}.
const std::vector<Field<LayersSettings>>& layers_fields() {
  using Y = LayersSettings;
  static const std::vector<Field<Y>> rows{
      field<Y>("show", &Y::show, ChoiceCodec{{"rollout", "flow", "explanation"}}, "explanation"),
      field<Y>("query", &Y::query, IntegerCodec{0, kMaxSourceTokens, 1}, 4).when_set(),
      field<Y>("of", &Y::of, ChoiceCodec{{"", "model", "training"}}, "training").when_set(),
  };
  return rows;
}

// What a text in several languages looks like, for the messages.
constexpr const char* kLanguagesShape = "{\"en\": \"…\", \"zh-CN\": \"…\"}";

bool same_tag(const std::string& a, const std::string& b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

}  // namespace

LessonText LanguagesCodec::read(const io::JsonFields& f, const std::string& key, const LessonText& fallback) const {
  const json* v = f.find(key);
  if (v == nullptr) return fallback;
  if (v->is_string()) return LessonText(v->get<std::string>());
  if (!v->is_object()) {
    f.fail(key, fmt(tr("must be text, or its text in each language such as {0}, got {1}"), kLanguagesShape,
                    io::json_brief(*v)));
  }
  if (v->empty()) {
    f.fail(key, fmt(tr("is an empty object: give its text in at least one language, such as {0}"), kLanguagesShape));
  }
  std::vector<LessonText::Entry> entries;
  for (const auto& [tag, text] : v->items()) {
    if (!is_language_tag(tag)) {
      f.fail(key, fmt(tr("has \"{0}\", which is not a language tag (such as \"en\" or \"zh-CN\")"), tag));
    }
    for (const LessonText::Entry& e : entries) {
      if (same_tag(e.tag, tag)) {
        f.fail(key, fmt(tr("gives the language \"{0}\" twice (as \"{1}\" and \"{0}\")"), tag, e.tag));
      }
    }
    if (!text.is_string()) f.fail(key, fmt(tr("must be text in \"{0}\", got {1}"), tag, io::json_brief(text)));
    entries.push_back({tag, text.get<std::string>()});
  }
  return LessonText::by_languages(std::move(entries));
}

nlohmann::ordered_json LanguagesCodec::write(const LessonText& value) const {
  if (!value.by_language()) return value.in("");
  nlohmann::ordered_json out = nlohmann::ordered_json::object();
  for (const LessonText::Entry& e : value.entries()) out[e.tag] = e.text;
  return out;
}

json NumberCodec::write(float value) const { return std::round(static_cast<double>(value) * 1e4) / 1e4; }

std::pair<int, int> IntPairCodec::read(const io::JsonFields& f, const std::string& key, const json& v) const {
  const auto fits = [&](const json& n) {
    if (!n.is_number_integer()) return false;
    // Compared before it is converted: an unsigned value may be past a long long's range.
    if (n.is_number_unsigned()) return hi >= 0 && n.get<unsigned long long>() <= static_cast<unsigned long long>(hi) &&
                                       n.get<long long>() >= lo;
    return n.get<long long>() >= lo && n.get<long long>() <= hi;
  };
  if (!v.is_array() || v.size() != 2 || !fits(v[0]) || !fits(v[1])) {
    // TRANSLATORS: {0} is "head numbers" or "whole numbers"; {3} a note in parentheses, or nothing.
    f.fail(key, fmt(tr("must be two {0} from {1} to {2}{3}, got {4}"), tr(what.c_str()), lo, hi,
                    note.empty() ? "" : tr(note.c_str()), io::json_brief(v)));
  }
  return {static_cast<int>(v[0].get<long long>() - offset), static_cast<int>(v[1].get<long long>() - offset)};
}

std::pair<std::string, std::string> PathPairCodec::read(const io::JsonFields& f, const std::string& key,
                                                        const json& v) const {
  if (!v.is_array() || v.size() != 2 || !v[0].is_string() || !v[1].is_string()) {
    f.fail(key, fmt(tr("must be two file names, got {0}"), io::json_brief(v)));
  }
  return {v[0].get<std::string>(), v[1].get<std::string>()};
}

const std::vector<Field<Lesson>>& lesson_fields() {
  using L = Lesson;
  static const std::vector<Field<L>> rows{
      field<L>("title", &L::title, LanguagesCodec{},
               LessonText::by_languages({{"zh-CN", "课程的每一个字段"}, {"en", "Every field of a lesson"}})),
      field<L>("source", &LessonSettings::source, LanguagesCodec{}, "the blue creature sees a small cat")
          .in_scenes()
          .required_as(N_("the source sentence")),
      field<L>("repeat", &LessonSettings::repeat, IntegerCodec{1, kMaxSourceTokens}, 3).in_scenes().when_set(),
      field<L>("target", &LessonSettings::target, LanguagesCodec{}, "<start> la créature bleue").in_scenes(),
      field<L>("d_model", &AttentionSettings::d_model, IntegerCodec{kMinDModel, kMaxDModel}, 128).in_scenes(),
      field<L>("heads", &AttentionSettings::heads, IntegerCodec{1, kMaxHeads}, 8).in_scenes(),
      field<L>("seed", &AttentionSettings::seed, NaturalCodec{}, 12345678901234ULL).in_scenes(),
      field<L>("designed", &AttentionSettings::designed, FlagCodec{}, true).in_scenes(),
      weights_field(),
      field<L>("causal", &AttentionSettings::causal, FlagCodec{}, true).in_scenes(),
      field<L>("scale", &AttentionSettings::scale, FlagCodec{}, false).in_scenes(),
      field<L>("temperature", &AttentionSettings::temperature, NumberCodec{kMinTemperature, kMaxTemperature}, 0.7f)
          .in_scenes(),
      field<L>("view", &LessonSettings::view, ChoiceCodec{view_names()}, "diff").in_scenes(),
      field<L>("focused_head", &LessonSettings::focused_head, IntegerCodec{0, kMaxHeads}, 3).in_scenes(),
      field<L>("colormap", &Display::colormap, ChoiceCodec{colormap_names()}, "magma"),
      field<L>("font_scale", &Display::font_scale, NumberCodec{kMinFontScale, kMaxFontScale}, 1.5f),
      field<L>("theme", &Display::theme, ChoiceCodec{{"light", "dark"}}, "dark"),
      field<L>("notes", &L::notes, LanguagesCodec{}, "The teacher's notes,\non two lines"),
      field<L>("checkpoint", &ModelSource::checkpoint, PathCodec{{}, PathKind::File}, "models/example.safetensors")
          .in_scenes()
          .when_set(),
      // Older lessons: the sentence a checkpoint showed (every source now reads the lesson's).
      ignored_field("checkpoint_text"),
      field<L>("model", &ModelSource::model, PathCodec{{}, PathKind::ModelFolder}, "models/example-gpt2")
          .in_scenes()
          .when_set(),
      field<L>("image", &ModelSource::image, PathCodec{{}, PathKind::File}, "pictures/cat.png").in_scenes().when_set(),
      object_field<L>("quiz", &SceneSettings::quiz, &quiz_fields(),
                      N_("must be {\"row\": K}, the query row (from 1) of the open head to guess"), NullObject::IsNone)
          .in_scenes()
          .when_set()
          .asked_once(),
      object_field<L>("diff", &SceneSettings::diff, &diff_fields(), N_("must be an object such as {\"between\": \"mask\"}"),
                      NullObject::IsRefused)
          .in_scenes()
          .when_set(),
      object_field<L>("layers", &SceneSettings::layers, &layers_fields(),
                      N_("must be an object such as {\"show\": \"explanation\"}"), NullObject::IsRefused)
          .in_scenes()
          .when_set(),
  };
  return rows;
}

const std::vector<Field<LessonScene>>& scene_text_fields() {
  using S = LessonScene;
  static const std::vector<Field<S>> rows{
      field<S>("title", &S::title, LanguagesCodec{},
               LessonText::by_languages({{"en", "A scene"}, {"zh-CN", "一个场景"}})),
      field<S>("notes", &S::notes, LanguagesCodec{}, "The scene's notes").when_set(),
  };
  return rows;
}

}  // namespace attn::app
