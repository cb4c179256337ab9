// The page's presenter window follows the tab presenting through messages
// (model/presenter_link.hpp): what one says, the other shows; each takes only the messages
// meant for it; a malformed one changes nothing.
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "model/lesson_file.hpp"
#include "model/lessons.hpp"
#include "model/presenter_link.hpp"
#include "model/scenes.hpp"
#include "model/state.hpp"

using namespace attn;
namespace plink = attn::app::presenter_link;
using nlohmann::json;

namespace {

const char* kFourScenes = R"({
  "version": 1, "title": "Masks", "source": "the cat sat on the mat", "heads": 4, "view": "heads",
  "notes": "the lesson's",
  "scenes": [
    {"title": "All heads"},
    {"title": "Mask on", "causal": true, "notes": "C turns it off"},
    {"title": "Eight heads", "heads": 8, "view": "compare"},
    {"title": "One head", "focused_head": 2, "notes": "Which token does it read?"}
  ]
})";

// A presenting tab's state: the lesson open at `scene`, presenting since t = 100 s.
app::AppState presenting(int scene) {
  app::AppState s;
  app::apply_lesson(s, app::lesson_from_json(json::parse(kFourScenes)));
  app::set_presenter(s, true, 100.0);
  if (scene > 0) app::go_to_scene(s, scene);
  return s;
}

}  // namespace

TEST(PresenterLink, ThePresenterTabShowsTheSceneNotesScoreAndNextSceneOfTheTabPresenting) {
  app::AppState main = presenting(1);
  main.notes.set_shown("C turns it off (say why first)");  // edited, not stored in the scene
  main.quiz.asked = 5;
  main.quiz.right = 3;
  main.light_theme = false;
  const std::string show = plink::show_message(main, "tab-1", 1280, 720, 42.0);

  app::AppState tab_state;
  plink::PresenterTab tab;
  ASSERT_TRUE(plink::take_in_presenter_tab(tab_state, tab, show, 1000.0));
  EXPECT_TRUE(tab.shown);
  EXPECT_EQ(tab.id, "tab-1") << "a tab opened by hand follows the first that answers";
  EXPECT_EQ(app::scene_count(tab_state), 4);
  EXPECT_EQ(tab_state.scenes.current, 1);
  EXPECT_EQ(app::scene_label(tab_state), app::scene_label(main));
  EXPECT_EQ(tab_state.notes.shown(), "C turns it off (say why first)");
  EXPECT_EQ(tab_state.scenes.list[2].title.shown(), "Eight heads") << "the next scene's title";
  EXPECT_EQ(tab_state.quiz.asked, 5);
  EXPECT_EQ(tab_state.quiz.right, 3);
  EXPECT_FALSE(tab_state.light_theme);
  EXPECT_TRUE(tab_state.presenter);
  EXPECT_DOUBLE_EQ(tab_state.presenter_since, 1000.0 - 42.0) << "the clock counts on from the tab presenting's";
  EXPECT_EQ(tab.width, 1280);
  EXPECT_EQ(tab.height, 720);
  // The pictures of the scenes are drawn from the lesson as stored, the same at both ends.
  EXPECT_EQ(app::lesson_to_json(app::stored_lesson(main)).dump(), app::lesson_to_json(app::stored_lesson(tab_state)).dump());
}

TEST(PresenterLink, AChangeOnTheScreenLeavesTheLessonSentAsItWasSoThePicturesAreNotDrawnAgain) {
  app::AppState main = presenting(0);
  const json before = json::parse(plink::show_message(main, "t", 800, 600, 0.0));
  main.model.causal = !main.model.causal;  // C pressed on the projector
  main.model.heads = 2;
  const json after = json::parse(plink::show_message(main, "t", 800, 600, 0.0));
  EXPECT_EQ(before.at("lesson"), after.at("lesson"));
  app::go_to_scene(main, 2);
  const json moved = json::parse(plink::show_message(main, "t", 800, 600, 0.0));
  EXPECT_EQ(moved.at("scene"), 2);
  EXPECT_EQ(moved.at("lesson"), before.at("lesson")) << "a scene change sends the scene, not another lesson";

  app::AppState tab_state;
  plink::PresenterTab tab;
  ASSERT_TRUE(plink::take_in_presenter_tab(tab_state, tab, before.dump(), 0.0));
  tab_state.scenes.list[0].title = "marked";  // were the lesson applied again, this would go
  ASSERT_TRUE(plink::take_in_presenter_tab(tab_state, tab, moved.dump(), 0.0));
  EXPECT_EQ(tab_state.scenes.current, 2);
  EXPECT_EQ(tab_state.scenes.list[0].title.shown(), "marked");
}

TEST(PresenterLink, TheTabPresentingTakesHelloKeysScenesAndStopMeantForIt) {
  app::AppState main = presenting(0);
  app::set_presenter(main, false, 150.0);
  ASSERT_FALSE(main.presenter);

  // A key before presenting, or for another tab: nothing.
  EXPECT_FALSE(plink::take_in_presenting_tab(main, "me", plink::key_message("me", 267, 0), 200.0).acted);
  EXPECT_FALSE(plink::take_in_presenting_tab(main, "me", plink::hello_message("other"), 200.0).acted);
  EXPECT_FALSE(main.presenter);

  // Hello from a tab opened by hand (no ID): presenting starts, and "show" goes out again.
  plink::Taken t = plink::take_in_presenting_tab(main, "me", plink::hello_message(""), 200.0);
  EXPECT_TRUE(t.acted && t.linked && t.send_again);
  EXPECT_TRUE(main.presenter);
  EXPECT_FALSE(main.show_controls) << "presenting hides the controls, as on the desktop";
  EXPECT_DOUBLE_EQ(main.presenter_since, 200.0);

  // PageDown in the presenter tab joins this tab's keys.
  t = plink::take_in_presenting_tab(main, "me", plink::key_message("me", 267, 2), 201.0);
  EXPECT_TRUE(t.acted);
  ASSERT_EQ(main.key_presses.size(), 1u);
  EXPECT_EQ(main.key_presses[0].key, 267);
  EXPECT_EQ(main.key_presses[0].mods, 2);

  // Next clicked there: the scene changes here.
  EXPECT_TRUE(plink::take_in_presenting_tab(main, "me", plink::scene_message("me", 3), 202.0).acted);
  EXPECT_EQ(main.scenes.current, 3);
  EXPECT_EQ(main.focused_head, 1) << "the scene is shown, not only numbered (the file's head 2)";
  EXPECT_TRUE(plink::take_in_presenting_tab(main, "me", plink::scene_message("me", 99), 202.0).acted);
  EXPECT_EQ(main.scenes.current, 3) << "past the last scene: the last";

  // Close clicked there, or the tab closed: presenting ends and the controls come back.
  t = plink::take_in_presenting_tab(main, "me", plink::stop_message("me"), 203.0);
  EXPECT_TRUE(t.acted && t.unlinked);
  EXPECT_FALSE(main.presenter);
  EXPECT_TRUE(main.show_controls);
  plink::take_in_presenting_tab(main, "me", plink::hello_message("me"), 204.0);
  t = plink::take_in_presenting_tab(main, "me", plink::bye_message("me"), 205.0);
  EXPECT_TRUE(t.unlinked);
  EXPECT_FALSE(main.presenter);
}

TEST(PresenterLink, MalformedMessagesChangeNothingAtEitherEnd) {
  app::AppState main = presenting(1);
  const std::string label = app::scene_label(main);
  for (const std::string& bad :
       {std::string("not json"), std::string("[1,2]"), std::string(R"({"to":"me"})"),
        std::string(R"({"type":7,"to":"me"})"), std::string(R"({"type":"launch","to":"me"})"),
        std::string(R"({"type":"key","to":"me","key":"PageDown"})"),
        std::string(R"({"type":"scene","to":"me","scene":-4})"), std::string(R"({"type":"scene","to":"me"})")}) {
    EXPECT_FALSE(plink::take_in_presenting_tab(main, "me", bad, 300.0).acted) << bad;
  }
  EXPECT_TRUE(main.presenter);
  EXPECT_EQ(app::scene_label(main), label);
  EXPECT_TRUE(main.key_presses.empty());

  app::AppState tab_state;
  plink::PresenterTab tab;
  ASSERT_TRUE(plink::take_in_presenter_tab(tab_state, tab, plink::show_message(main, "me", 800, 600, 0.0), 0.0));
  for (const std::string& bad : {std::string("{"), std::string(R"({"type":"show"})"),
                                 std::string(R"({"type":"show","id":"someone else","scene":3})")}) {
    EXPECT_FALSE(plink::take_in_presenter_tab(tab_state, tab, bad, 0.0)) << bad;
  }
  EXPECT_EQ(tab_state.scenes.current, 1);
  // A lesson that cannot be read: the last one stays, and the status says why.
  json broken = json::parse(plink::show_message(main, "me", 800, 600, 0.0));
  broken["lesson"]["heads"] = json::array({json::array()});
  broken["scene"] = 2;
  EXPECT_TRUE(plink::take_in_presenter_tab(tab_state, tab, broken.dump(), 0.0));
  EXPECT_EQ(app::scene_count(tab_state), 4);
  EXPECT_NE(tab_state.status.find("'heads"), std::string::npos) << tab_state.status;
  EXPECT_TRUE(tab_state.status_is_error);
  // "close" from another tab is not this one's; from its own, it is.
  EXPECT_FALSE(plink::take_in_presenter_tab(tab_state, tab, plink::close_message("someone else"), 0.0));
  EXPECT_FALSE(tab.closed);
  EXPECT_TRUE(plink::take_in_presenter_tab(tab_state, tab, plink::close_message("me"), 0.0));
  EXPECT_TRUE(tab.closed);
  // A tab opened by hand that has shown nothing yet stays open when some tab stops.
  app::AppState fresh_state;
  plink::PresenterTab fresh;
  EXPECT_FALSE(plink::take_in_presenter_tab(fresh_state, fresh, plink::close_message("me"), 0.0));
  EXPECT_FALSE(fresh.closed);
}
