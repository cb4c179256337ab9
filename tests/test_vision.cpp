// Vision Transformers (ViT, DeiT with its distillation token, DINOv2 with layer scale and
// with registers) from their Hugging Face folders, on the one forward of
// core/model/decoder.hpp: tiny folders with random weights and golden values from a float64
// forward written from the published architectures (scripts/make-vision-fixtures), the
// pictures made ready as transformers' image processors make them (PIL's resize, to the
// byte), every head's map, the classes, rollout and flow over the patches; and pictures,
// preprocessor configs and models broken in each way a user may meet.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/model/decoder.hpp"
#include "core/model/picture.hpp"
#include "core/teaching/rollout.hpp"
#include "core/teaching/training.hpp"
#include "io/image_processor.hpp"
#include "io/model_folder.hpp"
#include "io/picture_file.hpp"
#include "temp_dir.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

using json = nlohmann::json;
using testing::folder;
using testing::golden;
using testing::message_of;
using testing::worst_difference;

const std::string kVisionData = ATTN_VISION_FIXTURE_DIR;

decoder::Options exact() {
  decoder::Options o;
  o.causal = false;
  o.precision = Precision::Float32;  // the golden values read the stored weights as floats
  return o;
}

// The case's pixel values: the golden's own (given ones), or the picture file made ready by
// the folder's processor, checked against the golden's bytes and values.
Pixels pixels_of(const json& c, const io::ModelFolder& m, bool& exact_bytes) {
  exact_bytes = true;
  if (c.at("image").is_null()) {
    Pixels p;
    p.height = c.at("size")[0];
    p.width = c.at("size")[1];
    for (const json& v : c.at("pixel_values")) p.values.push_back(v.get<float>());
    return p;
  }
  const std::string file = c.at("image");
  const io::PreparedPicture prepared = io::prepare_picture(*m.processor, io::read_picture(kVisionData + "/" + file));
  EXPECT_EQ(prepared.resized_height, c.at("resized")[0].get<int>());
  EXPECT_EQ(prepared.resized_width, c.at("resized")[1].get<int>());
  EXPECT_EQ(prepared.pixels.height, c.at("size")[0].get<int>());
  EXPECT_EQ(prepared.pixels.width, c.at("size")[1].get<int>());
  const json& bytes = c.at("pixels_u8");
  EXPECT_EQ(prepared.shown.rgb.size(), bytes.size());
  int differing = 0, worst = 0;
  for (std::size_t i = 0; i < std::min(bytes.size(), prepared.shown.rgb.size()); ++i) {
    const int d = std::abs(prepared.shown.rgb[i] - bytes[i].get<int>());
    differing += d != 0;
    worst = std::max(worst, d);
  }
  // stb_image's JPEG decoder is not libjpeg's (its IDCT and chroma upsampling differ by a
  // few levels); PNG decodes to the same bytes, and PIL's resampling is reproduced exactly.
  exact_bytes = file.size() < 4 || file.substr(file.size() - 4) != ".jpg";
  if (exact_bytes) {
    EXPECT_EQ(differing, 0) << "bytes that differ from Python's after resizing and cropping (largest " << worst << ")";
    double value = 0.0;
    for (std::size_t i = 0; i < prepared.pixels.values.size(); ++i) {
      value = std::max(value, std::abs(prepared.pixels.values[i] - c.at("pixel_values")[i].get<double>()));
    }
    EXPECT_LE(value, 1e-6) << "pixel values (float32 arithmetic as transformers')";
  } else {
    EXPECT_LE(worst, 24) << "a JPEG's levels, decoded by another decoder";
  }
  return prepared.pixels;
}

TEST(Vision, EveryHeadTheClassesRolloutAndFlowAgreeWithPyTorch) {
  const json g = golden(kVisionData);
  int cases = 0;
  for (const json& c : g.at("cases")) {
    const std::string name = c.at("model");
    SCOPED_TRACE(name + " on " + (c.at("image").is_null() ? std::string("given pixels") : c.at("image").get<std::string>()));
    ++cases;
    const io::ModelFolder& m = folder(kVisionData, name);
    ASSERT_TRUE(m.reads_pictures());
    bool exact_bytes = true;
    const Pixels pixels = pixels_of(c, m, exact_bytes);
    const decoder::Run run = decoder::forward_picture(m.weights, pixels, exact());
    EXPECT_EQ(run.grid_rows, c.at("grid")[0].get<int>());
    EXPECT_EQ(run.grid_cols, c.at("grid")[1].get<int>());
    EXPECT_EQ(decoder::picture_tokens(m.weights.arch, run.grid_rows, run.grid_cols),
              c.at("tokens").get<std::vector<std::string>>());
    // A JPEG's few levels move the maps by about as much as they move the pixels.
    const double tolerance = exact_bytes ? 1e-5 : 3e-2;
    double worst = 0.0;
    ASSERT_EQ(run.layers.size(), c.at("layers").size());
    for (std::size_t l = 0; l < run.layers.size(); ++l) {
      worst = std::max(worst, worst_difference(run.layers[l].attention, c.at("layers")[l].at("heads")));
    }
    EXPECT_LE(worst, tolerance) << "largest difference of an attention weight";
    EXPECT_LE(worst_difference(run.final, c.at("final")), exact_bytes ? 1e-4 : 0.5) << "the output after the final norm";
    if (c.contains("logits")) {
      const Matrix logits = decoder::logits(m.weights, run, 0);
      Matrix expected(1, static_cast<Eigen::Index>(c.at("logits").size()));
      for (std::size_t k = 0; k < c.at("logits").size(); ++k) expected(0, static_cast<Eigen::Index>(k)) = c.at("logits")[k];
      EXPECT_TRUE(testing::check_matrix("logits", logits, expected, exact_bytes ? 1e-4 : 0.3));
      if (exact_bytes) {
        const std::vector<decoder::Candidate> top = decoder::top_candidates(logits, 5);
        for (std::size_t k = 0; k < top.size(); ++k) {
          const json& e = c.at("top_classes")[k];
          EXPECT_EQ(top[k].id, e.at("id").get<int>());
          EXPECT_EQ(m.labels[static_cast<std::size_t>(top[k].id)], e.at("label").get<std::string>());
          EXPECT_NEAR(top[k].probability, e.at("p").get<double>(), 1e-5);
        }
      }
    } else {
      EXPECT_FALSE(m.weights.arch.predicts);
      EXPECT_THROW(decoder::logits(m.weights, run, 0), AttentionError) << "no classifier: nothing to predict";
    }
    std::vector<Matrix> residual;
    for (const decoder::LayerRecord& rec : run.layers) residual.push_back(residual_attention(rec.attention));
    const std::vector<Matrix> rollout = attention_rollout(residual);
    for (std::size_t l = 0; l < rollout.size(); ++l) {
      EXPECT_LE(worst_difference(rollout[l], c.at("rollout")[l]), tolerance) << "rollout after layer " << l + 1;
    }
    const std::vector<double> flow = attention_flow(residual, c.at("flow").at("query"));
    for (std::size_t j = 0; j < flow.size(); ++j) {
      EXPECT_NEAR(flow[j], c.at("flow").at("values")[j].get<double>(), tolerance) << "flow from token " << j;
    }
  }
  EXPECT_EQ(cases, 10);
}

TEST(Vision, TheFamiliesReadTheirRowsAndProcessors) {
  const io::ModelFolder& vit = folder(kVisionData, "vit-f32");
  EXPECT_EQ(vit.family, io::Family::Vit);
  EXPECT_EQ(vit.weights.arch.vision.classifier, decoder::Classifier::Cls);
  EXPECT_EQ(vit.labels.at(0), "tabby cat");
  EXPECT_EQ(vit.processor->resample, Resampling::Bilinear);
  const io::ModelFolder& deit = folder(kVisionData, "deit-f16");
  EXPECT_TRUE(deit.weights.arch.vision.distillation);
  EXPECT_EQ(deit.weights.arch.vision.classifier, decoder::Classifier::ClsAndDistillation);
  EXPECT_TRUE(deit.processor->crop);
  const io::ModelFolder& dino = folder(kVisionData, "dinov2-bf16");
  EXPECT_TRUE(dino.weights.arch.layer_scale);
  EXPECT_EQ(dino.weights.arch.vision.classifier, decoder::Classifier::None) << "published without a classifier";
  EXPECT_EQ(dino.weights.arch.vision.grid_rows(), 7) << "positions learned at 56 pixels, read at 32";
  EXPECT_TRUE(dino.processor->shortest_edge);
  const io::ModelFolder& reg = folder(kVisionData, "dinov2-reg-f32");
  EXPECT_EQ(reg.weights.arch.vision.registers, 2);
  EXPECT_EQ(reg.weights.arch.vision.position_resize, GridResize::BicubicAntialias);
  EXPECT_EQ(reg.weights.arch.vision.classifier, decoder::Classifier::ClsAndPatchMean);
  EXPECT_NE(decoder::summary(reg.weights.arch, reg.dtype).find("2 registers"), std::string::npos);
  EXPECT_EQ(decoder::parameter_count(vit.weights.arch),
            [&] {
              const decoder::Weights& w = vit.weights;
              std::size_t n = static_cast<std::size_t>(w.patch_w.size() + w.patch_b.size() + w.cls_token.size() +
                                                        w.positions.size() + w.final_w.size() + w.final_b.size() +
                                                        w.classifier_w.size() + w.classifier_b.size());
              for (const decoder::Layer& y : w.layers) {
                const MhaWeights& a = y.attention;
                n += static_cast<std::size_t>(y.norm1_w.size() + y.norm1_b.size() + y.norm2_w.size() + y.norm2_b.size() +
                                              a.w_q.size() + a.w_k.size() + a.w_v.size() + a.w_o.size() + a.b_q.size() +
                                              a.b_k.size() + a.b_v.size() + a.b_o.size() + y.up_w.size() +
                                              y.up_b.size() + y.down_w.size() + y.down_b.size());
              }
              return n;
            }())
      << "the count from the sizes is the count of what was read";
}

TEST(Vision, APictureHeadSummarySaysWhereThePatchesLook) {
  // 1 prefix token and a 2×2 grid: every patch looks at its right or left neighbour alone.
  Matrix w = Matrix::Zero(5, 5);
  w(0, 0) = 1.0f;
  w(1, 2) = 1.0f;
  w(2, 1) = 1.0f;
  w(3, 4) = 1.0f;
  w(4, 3) = 1.0f;
  HeadSummary s = summarize_picture_head(w, 1, 2, 2);
  EXPECT_FLOAT_EQ(s.neighbours, 1.0f);
  EXPECT_FLOAT_EQ(s.self, 0.0f);
  EXPECT_FLOAT_EQ(s.first, 0.0f);
  EXPECT_FLOAT_EQ(s.peak, 1.0f);
  // Every patch on [CLS].
  w.setZero();
  w.col(0).setOnes();
  s = summarize_picture_head(w, 1, 2, 2);
  EXPECT_FLOAT_EQ(s.first, 1.0f);
  EXPECT_FLOAT_EQ(s.neighbours, 0.0f);
}

TEST(Picture, ACropLargerThanThePictureCentresItOnBlack) {
  Picture p = Picture::black(2, 1);
  p.at(0, 0, 0) = 10;
  p.at(1, 0, 0) = 20;
  const Picture c = center_crop(p, 4, 3);
  // Padded to 4×3 with the picture at left 1, top 1 (the extra pixel on the far side).
  EXPECT_EQ(c.at(1, 1, 0), 10);
  EXPECT_EQ(c.at(2, 1, 0), 20);
  EXPECT_EQ(c.at(0, 1, 0), 0);
  EXPECT_EQ(c.at(1, 0, 0), 0);
  // A smaller crop takes the centre, rounding its corner down.
  Picture q = Picture::black(5, 5);
  q.at(1, 1, 1) = 7;
  EXPECT_EQ(center_crop(q, 3, 3).at(0, 0, 1), 7);
  EXPECT_EQ(center_crop(q, 4, 4).at(1, 1, 1), 7) << "(5 − 4) / 2 = 0: the crop starts at the corner";
  EXPECT_EQ(center_crop(q, 4, 4).at(0, 0, 1), 0);
}

TEST(Picture, AGridResizedToItsOwnSizeIsUnchangedAndRowsOfOneValueStayIt) {
  const Matrix grid = testing::uniform_matrix(9, 5, 3);
  for (const GridResize how : {GridResize::Bicubic, GridResize::BicubicAntialias}) {
    EXPECT_TRUE(testing::check_matrix("same size", resize_grid(grid, 3, 3, 3, 3, how), grid, 0.0));
    // Each output is a weighted sum whose weights add to 1: a constant grid stays constant.
    const Matrix flat = Matrix::Constant(9, 2, 0.25f);
    EXPECT_TRUE(testing::check_matrix("constant", resize_grid(flat, 3, 3, 7, 5, how), Matrix::Constant(35, 2, 0.25f), 1e-6));
  }
  EXPECT_THROW(resize_grid(grid, 2, 3, 4, 4, GridResize::Bicubic), AttentionError) << "9 rows are not 2×3";
}

class VisionBadInput : public testing::TempDirTest {};

TEST_F(VisionBadInput, PicturesThatAreNotOrAreEmptyOrHugeAreRefusedByName) {
  EXPECT_NE(message_of([] { io::read_picture(kVisionData + "/images/not-an-image.png"); }).find("not a PNG or JPEG picture"),
            std::string::npos);
  EXPECT_NE(message_of([] { io::read_picture(kVisionData + "/images/zero-size.png"); }).find("0 pixels"), std::string::npos);
  const std::string huge = message_of([] { io::read_picture(kVisionData + "/images/huge.png"); });
  EXPECT_NE(huge.find("60000×60000"), std::string::npos) << huge;
  EXPECT_NE(huge.find("huge.png"), std::string::npos) << huge;
  EXPECT_NE(message_of([&] { io::read_picture(path("missing.png")); }).find("missing.png"), std::string::npos);
}

TEST_F(VisionBadInput, APreprocessorConfigWithAnUnknownFilterOrBadNumbersIsRefused) {
  const std::string resample = message_of([] { io::read_image_processor(R"({"resample": 7})", "p.json"); });
  EXPECT_NE(resample.find("resampling 7"), std::string::npos) << resample;
  EXPECT_NE(resample.find("p.json"), std::string::npos) << resample;
  EXPECT_NE(message_of([] { io::read_image_processor(R"({"image_std": [0.5, 0, 0.5]})", "p.json"); }).find("image_std"),
            std::string::npos);
  EXPECT_NE(message_of([] { io::read_image_processor(R"({"size": {"depth": 3}})", "p.json"); }).find("size"),
            std::string::npos);
  EXPECT_NE(message_of([] { io::read_image_processor("[1, 2]", "p.json"); }).find("p.json"), std::string::npos);
  // An old feature extractor's single numbers.
  const io::ImageProcessor old =
      io::read_image_processor(R"({"feature_extractor_type": "ViTFeatureExtractor", "size": 224, "resample": 2})", "p");
  EXPECT_FALSE(old.shortest_edge);
  EXPECT_EQ(old.width, 224);
  const io::ImageProcessor bit = io::read_image_processor(R"({"image_processor_type": "BitImageProcessor", "size": 256})", "p");
  EXPECT_TRUE(bit.shortest_edge);
  EXPECT_EQ(bit.edge, 256);
}

TEST_F(VisionBadInput, PixelsThePatchesDoNotDivideOrThatAreNotFiniteAreRefused) {
  const io::ModelFolder& m = folder(kVisionData, "vit-f32");
  Pixels p;
  p.height = 33;
  p.width = 32;
  p.values.assign(3 * 33 * 32, 0.1f);
  const std::string divide = message_of([&] { decoder::forward_picture(m.weights, p, exact()); });
  EXPECT_NE(divide.find("does not divide"), std::string::npos) << divide;
  p.height = 32;
  p.values.assign(3 * 32 * 32, 0.1f);
  p.values[17] = std::nanf("");
  EXPECT_NE(message_of([&] { decoder::forward_picture(m.weights, p, exact()); }).find("not finite"), std::string::npos);
  p.values[17] = 0.0f;
  p.channels = 1;
  EXPECT_NE(message_of([&] { decoder::forward_picture(m.weights, p, exact()); }).find("channels"), std::string::npos);
  EXPECT_THROW(decoder::forward(m.weights, {1, 2}, exact()), AttentionError) << "a vision model reads no ids";
}

TEST_F(VisionBadInput, PositionsOfAGridThatIsNotSquareCannotBeResized) {
  // vit-f32 as if its positions had been learned on 32×64 pixels: a grid of 4×8.
  decoder::Weights w = folder(kVisionData, "vit-f32").weights;
  w.arch.vision.image_width = 64;
  w.arch.context = 1 + 4 * 8;
  w.positions = testing::uniform_matrix(w.arch.context, w.arch.d_model, 5);
  decoder::validate(w);
  Pixels p;
  p.height = 32;
  p.width = 64;
  p.values.assign(3 * 32 * 64, 0.2f);
  EXPECT_NO_THROW(decoder::forward_picture(w, p, exact())) << "its own grid needs no resizing";
  p.width = 32;
  p.values.assign(3 * 32 * 32, 0.2f);
  const std::string message = message_of([&] { decoder::forward_picture(w, p, exact()); });
  EXPECT_NE(message.find("not a square one"), std::string::npos) << message;
}

TEST(VisionLayers, RemovingAPatchAndTheLensSayWhatTheyCan) {
  const io::ModelFolder& m = folder(kVisionData, "vit-f32");
  const io::PreparedPicture prepared = io::prepare_picture(*m.processor, io::read_picture(kVisionData + "/images/exact.png"));
  const decoder::Run run = decoder::forward_picture(m.weights, prepared.pixels, exact());
  const decoder::Removal r = decoder::removal_effects(m.weights, run, 0);
  ASSERT_EQ(r.without.size(), 17u);
  EXPECT_EQ(r.predicted, decoder::top_candidates(decoder::logits(m.weights, run, 0), 1).front().id);
  // Taking a patch away changes the class's probability; the run itself is unchanged.
  double moved = 0.0;
  for (const float p : r.without) moved = std::max(moved, std::abs(static_cast<double>(p - r.probability)));
  EXPECT_GT(moved, 1e-4);
  EXPECT_THROW(decoder::logit_lens(m.weights, run), AttentionError) << "a classifier reads [CLS] at the end alone";
}

}  // namespace
}  // namespace attn
