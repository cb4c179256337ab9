# What the Windows zip holds (scripts/build-windows installs into a folder and zips it):
#   attention-explorer.exe       the window
#   attention-explorer-cli.exe   the same program for a terminal: compute, train, render
#   share/attention-explorer/    lessons, models, the catalogs of languages (locale/), icons, the guides (docs/) and their pictures
#                                (screenshots/), fonts, and licences/ with the licence of
#                                every part built into the exes or shipped
install(TARGETS attention-explorer attention-explorer-cli RUNTIME DESTINATION .)
set(_share share/attention-explorer)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/assets/lessons ${PROJECT_SOURCE_DIR}/assets/models
  DESTINATION ${_share})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/assets/locale DESTINATION ${_share} PATTERN parts EXCLUDE)
file(GLOB _icons ${PROJECT_SOURCE_DIR}/assets/icons/attention-explorer-*.png)
install(FILES ${_icons} DESTINATION ${_share}/icons)
# The guides and their pictures (ATTN_GUIDES, ATTN_GUIDE_PICTURES: app/CMakeLists.txt):
# Help ▸ Teacher's guide reads them offline.
install(FILES ${ATTN_GUIDES} DESTINATION ${_share}/docs)
install(FILES ${ATTN_GUIDE_PICTURES} DESTINATION ${_share}/screenshots)
# Windows has neither DejaVu nor a CJK font we may count on: the window's fonts ship
# (gui/fonts.cpp looks in share/attention-explorer/fonts first), from Debian's packages.
install(FILES /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
  /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
  /usr/share/fonts/truetype/wqy/wqy-microhei.ttc DESTINATION ${_share}/fonts)
set(_tp ${PROJECT_SOURCE_DIR}/third_party/windows)
set(_lic ${_share}/licences)
install(FILES /usr/share/doc/fonts-dejavu-core/copyright DESTINATION ${_lic} RENAME DejaVu-fonts.txt)
install(FILES /usr/share/doc/fonts-wqy-microhei/copyright DESTINATION ${_lic} RENAME WenQuanYi-Micro-Hei.txt)
install(FILES ${_tp}/glfw/LICENSE.md DESTINATION ${_lic} RENAME GLFW.txt)
install(FILES ${_tp}/imgui/LICENSE.txt DESTINATION ${_lic} RENAME Dear-ImGui.txt)
install(FILES ${_tp}/pcre2/LICENCE DESTINATION ${_lic} RENAME PCRE2.txt)
install(FILES ${_tp}/utf8proc/LICENSE.md DESTINATION ${_lic} RENAME utf8proc.txt)
install(FILES ${_tp}/sentencepiece/LICENSE DESTINATION ${_lic} RENAME SentencePiece.txt)
install(FILES ${_tp}/sentencepiece/third_party/protobuf-lite/LICENSE DESTINATION ${_lic} RENAME protobuf-lite.txt)
install(FILES ${_tp}/sentencepiece/third_party/absl/LICENSE DESTINATION ${_lic} RENAME abseil.txt)
install(FILES ${_tp}/sentencepiece/third_party/darts_clone/LICENSE DESTINATION ${_lic} RENAME darts-clone.txt)
install(FILES ${_tp}/SOURCES.md DESTINATION ${_lic} RENAME SOURCES.md)
install(FILES /usr/share/doc/libeigen3-dev/copyright DESTINATION ${_lic} RENAME Eigen.txt)
install(FILES /usr/share/doc/nlohmann-json3-dev/copyright DESTINATION ${_lic} RENAME nlohmann-json.txt)
install(FILES /usr/share/doc/libcli11-dev/copyright DESTINATION ${_lic} RENAME CLI11.txt)
install(FILES /usr/share/doc/libstb-dev/copyright DESTINATION ${_lic} RENAME stb.txt)
# The C and C++ runtimes linked in (static): mingw-w64's and GCC's (runtime exception).
install(FILES /usr/share/doc/mingw-w64-x86-64-dev/copyright DESTINATION ${_lic} RENAME mingw-w64.txt)
install(FILES /usr/share/doc/gcc-mingw-w64-base/copyright DESTINATION ${_lic} RENAME GCC-runtime.txt)
