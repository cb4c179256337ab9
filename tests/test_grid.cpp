// The grid of the heads view (app/view/grid.hpp): every plan fits its room, labels only
// where a cell is a line of their text tall, titles get the room they need at the width
// the cells give, and at projector sizes the maps keep labels and whole names where the
// room allows, or grow larger without them where it does not.
#include <gtest/gtest.h>

#include "view/grid.hpp"

using attn::view::GridPlan;
using attn::view::GridRequest;
using attn::view::LabelFont;
using attn::view::plan_grid;

namespace {

// The interface's text at 200% (34 px) and the small font (17 px), with the labels of the
// default lesson ("creature", "verdant" are the widest).
LabelFont interface_200() { return {34.0f, 46.0f, 124.0f, 124.0f, 17.0f}; }
LabelFont small_100() { return {17.0f, 23.0f, 62.0f, 62.0f, 8.5f}; }

// The titles of the default lesson's heads at 200%, as the window measures them: one line
// of the interface's text in 370 px ("Head 4: adjective → noun"), else one line of the
// small font in 185, two in 150, three below. Not monotone: a narrower map may have a
// lower title, in the small font.
float titles_200(float width) {
  if (width >= 370.0f) return 48.0f;
  if (width >= 185.0f) return 25.0f;
  if (width >= 150.0f) return 48.0f;
  return 71.0f;
}

GridRequest five_heads(float width, float height) {
  GridRequest q;
  q.maps = 5;  // four heads and their average
  q.rows = 8.0f;
  q.cols = 8.0f;
  q.width = width;
  q.height = height;
  q.gap = 20.0f;
  q.fonts = {interface_200(), small_100()};
  q.title_height = titles_200;
  return q;
}

// The plan's outer size: labels, maps and gaps.
float plan_width(const GridRequest& q, const GridPlan& g) {
  return g.row_label_w + static_cast<float>(g.cols) * g.cell * q.cols +
         static_cast<float>(g.cols - 1) * q.gap;
}
float plan_height(const GridRequest& q, const GridPlan& g) {
  return g.col_label_h + static_cast<float>(g.rows) * (g.title_h + g.cell * q.rows + q.colorbar_h) +
         static_cast<float>(g.rows - 1) * q.gap;
}

::testing::AssertionResult fits(const GridRequest& q, const GridPlan& g) {
  if (g.cols * g.rows < q.maps) return ::testing::AssertionFailure() << "too few places";
  if (plan_width(q, g) > q.width + 0.01f) {
    return ::testing::AssertionFailure() << "width " << plan_width(q, g) << " > " << q.width;
  }
  if (plan_height(q, g) > q.height + 0.01f) {
    return ::testing::AssertionFailure() << "height " << plan_height(q, g) << " > " << q.height;
  }
  if (g.title_h < q.title_height(g.cell * q.cols)) {
    return ::testing::AssertionFailure() << "titles need " << q.title_height(g.cell * q.cols)
                                         << ", have " << g.title_h;
  }
  if (g.font >= 0 && g.cell < 0.95f * q.fonts[static_cast<std::size_t>(g.font)].size) {
    return ::testing::AssertionFailure() << "labels in cells of " << g.cell;
  }
  return ::testing::AssertionSuccess();
}

}  // namespace

TEST(Grid, WithRoomTheLabelsAreInTheInterfacesText) {
  // 200% text with the controls hidden on a 1920-pixel screen.
  const GridRequest q = five_heads(1700.0f, 560.0f);
  const GridPlan g = plan_grid(q);
  EXPECT_TRUE(fits(q, g));
  EXPECT_EQ(g.font, 0);
  EXPECT_GE(g.cell, 34.0f * 0.95f);
  EXPECT_EQ(g.cols, 5) << "one row of five fills this room best";
}

TEST(Grid, AProjectorWideScreenKeepsLabelsInTheSmallFont) {
  // 1920×1080 at 200% with the controls shown: no labelled layout in the interface's text,
  // but the 100% labels keep more than 70% of the unlabelled cell.
  const GridRequest q = five_heads(1013.0f, 590.0f);
  const GridPlan g = plan_grid(q);
  EXPECT_TRUE(fits(q, g));
  EXPECT_EQ(g.font, 1);
  EXPECT_EQ(g.cols, 3);
  GridRequest bare = q;
  bare.fonts.clear();
  const GridPlan unlabelled = plan_grid(bare);
  EXPECT_GE(g.cell, 0.7f * unlabelled.cell);
  EXPECT_LT(g.cell, unlabelled.cell);
}

TEST(Grid, WhereLabelsWouldShrinkTheMapsTooMuchTheMapsGrowInstead) {
  // 1600×1000 at 200% with the controls shown: labels would leave cells of 14 px where
  // the maps can have 25 without them; two rows fill the height.
  const GridRequest q = five_heads(813.0f, 470.0f);
  const GridPlan g = plan_grid(q);
  EXPECT_TRUE(fits(q, g));
  EXPECT_EQ(g.font, -1);
  EXPECT_EQ(g.cols, 3);
  EXPECT_EQ(g.rows, 2);
  EXPECT_EQ(g.cell, 25.0f);
  EXPECT_GT(plan_height(q, g), 0.9f * q.height) << "the maps fill the height";
}

TEST(Grid, TitlesGetTheRoomOfTheWidthTheCellsGive) {
  // Narrow maps need three lines of title: the room above them grows, and the cells with it
  // shrink, until the two agree.
  GridRequest q = five_heads(500.0f, 900.0f);
  const GridPlan g = plan_grid(q);
  EXPECT_TRUE(fits(q, g));
  EXPECT_EQ(g.title_h, q.title_height(g.cell * q.cols));
  // Without any room the plan is empty, not negative.
  q.width = 10.0f;
  q.height = 10.0f;
  EXPECT_EQ(plan_grid(q).cell, 0.0f);
}

TEST(Grid, MoreRoomNeverGivesSmallerCells) {
  float last = 0.0f;
  for (float w = 400.0f; w <= 2400.0f; w += 50.0f) {
    const GridRequest q = five_heads(w, 600.0f);
    const GridPlan g = plan_grid(q);
    ASSERT_TRUE(fits(q, g)) << "width " << w;
    // The labelled and unlabelled plans trade places, but the cells of the best unlabelled
    // plan only grow, and a labelled one is never below 70% of it.
    GridRequest bare = q;
    bare.fonts.clear();
    const float unlabelled = plan_grid(bare).cell;
    EXPECT_GE(unlabelled, last) << "width " << w;
    EXPECT_GE(g.cell, 0.7f * unlabelled - 1.0f) << "width " << w;
    last = unlabelled;
  }
}

TEST(Grid, ZoomedInTheCellsAreNotRoundedToPixels) {
  GridRequest q = five_heads(1000.0f, 700.0f);
  q.rows = 7.5f;  // a zoom's window starts part way into a cell
  q.cols = 7.5f;
  q.whole_pixels = false;
  const GridPlan g = plan_grid(q);
  EXPECT_TRUE(fits(q, g));
  EXPECT_NE(g.cell, static_cast<float>(static_cast<int>(g.cell)));
}

TEST(Grid, SixteenHeadsAt100PercentKeepLabelsOnTheOuterEdges) {
  GridRequest q;
  q.maps = 17;
  q.rows = q.cols = 8.0f;
  q.width = 1500.0f;
  q.height = 850.0f;
  q.gap = 17.0f;
  q.fonts = {{17.0f, 23.0f, 62.0f, 62.0f, 8.5f}};
  q.title_height = [](float width) { return width >= 170.0f ? 25.0f : 48.0f; };
  const GridPlan g = plan_grid(q);
  EXPECT_TRUE(fits(q, g));
  EXPECT_EQ(g.font, 0);
  EXPECT_GE(g.cols * g.rows, 17);
}
