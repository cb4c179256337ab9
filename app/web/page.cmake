# The page (scripts/build-web): attention-explorer.js, .wasm and .data, which index.html
# (app/web/index.html) loads. The .data file holds what the desktop program ships, at
# /share/attention-explorer as installed on Linux (model/shipped_data.hpp finds it from the
# program's path, /bin/attention-explorer), with the fonts the Windows zip ships.
# In the page (wasm32) size_t and Eigen::Index are 32 bits where the files' sizes and shapes
# are 64: the readers check each against the file's size (at most 4 GiB there) before using
# it, so the narrowing warnings on the program's files (which the 64-bit builds never see)
# are not errors there. The engine (core/) builds with them.
set_target_properties(attn_io attn_view attn_model attn_cli attn_gui PROPERTIES
  ATTN_NO_NARROWING_WARNINGS ON)

add_executable(attention-explorer web_main.cpp)
target_compile_definitions(attention-explorer PRIVATE ATTN_VERSION="${PROJECT_VERSION}")
target_link_libraries(attention-explorer PRIVATE attn_gui attn_warnings)

set(_page_data ${CMAKE_CURRENT_BINARY_DIR}/page-data)
set(_share ${_page_data}/share/attention-explorer)
set(assets ${PROJECT_SOURCE_DIR}/assets)
file(GLOB ATTN_ICON_PNGS ${assets}/icons/attention-explorer-*.png)
set(ATTN_PAGE_FONTS /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
  /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf /usr/share/fonts/truetype/wqy/wqy-microhei.ttc)
file(GLOB_RECURSE ATTN_PAGE_ASSETS CONFIGURE_DEPENDS ${assets}/lessons/* ${assets}/models/*
  ${assets}/pictures/* ${assets}/locale/*.po)
add_custom_command(OUTPUT ${_page_data}/stamp
  COMMAND ${CMAKE_COMMAND} -E rm -rf ${_page_data}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${_share}/icons ${_share}/docs ${_share}/screenshots
    ${_share}/fonts ${_share}/locale
  COMMAND ${CMAKE_COMMAND} -E copy_directory ${assets}/lessons ${_share}/lessons
  COMMAND ${CMAKE_COMMAND} -E copy_directory ${assets}/models ${_share}/models
  COMMAND ${CMAKE_COMMAND} -E copy_directory ${assets}/pictures ${_share}/pictures
  COMMAND ${CMAKE_COMMAND} -E copy_directory ${assets}/locale ${_share}/locale
  COMMAND ${CMAKE_COMMAND} -E rm -rf ${_share}/locale/parts
  COMMAND ${CMAKE_COMMAND} -E copy ${ATTN_ICON_PNGS} ${_share}/icons
  COMMAND ${CMAKE_COMMAND} -E copy ${ATTN_GUIDES} ${_share}/docs
  COMMAND ${CMAKE_COMMAND} -E copy ${ATTN_GUIDE_PICTURES} ${_share}/screenshots
  COMMAND ${CMAKE_COMMAND} -E copy ${ATTN_PAGE_FONTS} ${_share}/fonts
  COMMAND ${CMAKE_COMMAND} -E touch ${_page_data}/stamp
  DEPENDS ${ATTN_PAGE_ASSETS} ${ATTN_GUIDES} ${ATTN_GUIDE_PICTURES} ${ATTN_ICON_PNGS}
  COMMENT "The page's data: what the program ships, and its fonts")
add_custom_target(attn_page_data DEPENDS ${_page_data}/stamp)
add_dependencies(attention-explorer attn_page_data)
set_target_properties(attention-explorer PROPERTIES SUFFIX .js
  LINK_DEPENDS "${_page_data}/stamp;${CMAKE_CURRENT_SOURCE_DIR}/web/pre.js")
# ATTN_WEB_THREADS (scripts/build-web's second build, compiled with -pthread): the page a
# cross-origin isolated host serves (index.html chooses it), attention-explorer-threads.js with
# its .wasm and .worker.js, whose engine and workers have threads as on the desktop. Its
# Workers are made before main() starts, one per core and eight more for the window's
# workers (compute, Model view, training, pictures), so that no thread waits for a Worker
# still loading: the page's main thread cannot yield to the browser while it waits. Its .data
# is the same file as the page's without threads (scripts/build-web checks it; index.html
# loads that one).
option(ATTN_WEB_THREADS "Build the page's variant with threads (compiled with -pthread)" OFF)
if(ATTN_WEB_THREADS)
  set_target_properties(attention-explorer PROPERTIES OUTPUT_NAME attention-explorer-threads)
  target_link_options(attention-explorer PRIVATE -pthread
    "-sPTHREAD_POOL_SIZE=Math.min(navigator.hardwareConcurrency||4,32)+8" -sENVIRONMENT=web,worker)
else()
  # Without threads the workers' computations run between frames in slices, each on a stack
  # of its own that pauses inside the engine (model/slices.hpp): emscripten's fibers, which
  # Asyncify makes (about half as much code again; the engine's innermost loops, which call
  # nothing, are left as they are).
  target_link_options(attention-explorer PRIVATE -sENVIRONMENT=web -sASYNCIFY=1)
endif()
target_link_options(attention-explorer PRIVATE
  -fexceptions
  -sALLOW_MEMORY_GROWTH=1 -sMAXIMUM_MEMORY=4GB -sINITIAL_MEMORY=128MB
  -lidbfs.js
  "-sEXPORTED_RUNTIME_METHODS=['FS','IDBFS','addRunDependency','removeRunDependency']"
  --pre-js ${CMAKE_CURRENT_SOURCE_DIR}/web/pre.js
  --preload-file ${_page_data}/share@/share)
