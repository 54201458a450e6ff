# The lint's own test: every directory under CASES is one fixture,
#   <case>/rules/*.json   rule files
#   <case>/tests.txt      a test list as `aclcts list` prints it
#   <case>/expect.txt     lines the lint must print (empty: the case is clean)
#   <case>/src/           optional: sources to find implementation tags in
#                         (--sources src); without it tags are not checked
#   <case>/product.json   optional: the pinned product commit, which every
#                         citation of a commit in rules/ and src/ must name
# A clean case must exit 0; a broken one must exit 1 and print every expected
# line exactly.
#
#   cmake -DLINT=<aclcts_spec_lint> -DCASES=<spec/tests/lint> -P harness/tools/lint_selftest.cmake

if(NOT LINT OR NOT CASES)
  message(FATAL_ERROR "pass -DLINT=... -DCASES=...")
endif()

file(GLOB _cases LIST_DIRECTORIES true "${CASES}/*")
set(_failed 0)
set(_count 0)
foreach(_case IN LISTS _cases)
  if(NOT IS_DIRECTORY "${_case}")
    continue()
  endif()
  get_filename_component(_name "${_case}" NAME)
  math(EXPR _count "${_count} + 1")
  set(_sources "")
  if(IS_DIRECTORY "${_case}/src")
    set(_sources --sources src)
  endif()
  execute_process(
    COMMAND "${LINT}" --rules rules --tests tests.txt ${_sources}
    WORKING_DIRECTORY "${_case}"
    RESULT_VARIABLE _rc
    OUTPUT_VARIABLE _out
    ERROR_VARIABLE _err)
  file(STRINGS "${_case}/expect.txt" _expected)
  list(LENGTH _expected _nexpected)
  if(_nexpected EQUAL 0)
    set(_want_rc 0)
  else()
    set(_want_rc 1)
  endif()
  set(_problems "")
  if(NOT _rc STREQUAL "${_want_rc}")
    string(APPEND _problems "  exit ${_rc}, expected ${_want_rc}\n")
  endif()
  foreach(_line IN LISTS _expected)
    string(FIND "\n${_out}" "\n${_line}\n" _at)
    if(_at EQUAL -1)
      string(APPEND _problems "  missing line: ${_line}\n")
    endif()
  endforeach()
  if(_problems)
    math(EXPR _failed "${_failed} + 1")
    message("FAIL ${_name}\n${_problems}  output:\n${_out}${_err}")
  else()
    message("ok   ${_name}")
  endif()
endforeach()

if(_count EQUAL 0)
  message(FATAL_ERROR "no lint fixtures under ${CASES}")
endif()
if(_failed GREATER 0)
  message(FATAL_ERROR "${_failed} of ${_count} lint fixture(s) failed")
endif()
message("all ${_count} lint fixtures behave")
