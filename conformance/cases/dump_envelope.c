/* DUMP003: the dump layer parses the handed-over text itself; no `dump` key,
 * a top level that is not an object, or `dump` == {} is a success that sets
 * up nothing; a `dump` that is not an object is EP0001, so aclInit returns
 * 100009 (dump_config_converter.cpp Convert). */
#include "helpers/dump.h"

#define NOTHING "result=0 report=- type=NONE mode=none need_dump=0"

DUMP_CASE(DUMP003, ConfigWithoutDumpSetsUpNothing, "DUMP003", "{\"other\":\"data\"}", ACL_SUCCESS, NOTHING)
DUMP_CASE(DUMP003, EmptyDumpObjectSetsUpNothing, "DUMP003", "{\"dump\":{}}", ACL_SUCCESS, NOTHING)
DUMP_CASE(DUMP003, TopLevelArraySetsUpNothing, "DUMP003 JSON003", "[{\"dump\":{\"dump_mode\":\"x\"}}]", ACL_SUCCESS,
          NOTHING)
DUMP_REJECT(DUMP003, DumpTrueIsNotAnObject, "DUMP003", "{\"dump\":true}", "EP0001", "dump")
DUMP_REJECT(DUMP003, DumpArrayIsNotAnObject, "DUMP003", "{\"dump\":[]}", "EP0001", "dump")
DUMP_REJECT(DUMP003, DumpNumberIsNotAnObject, "DUMP003", "{\"dump\":123}", "EP0001", "dump")
DUMP_REJECT(DUMP003, DumpNullIsNotAnObject, "DUMP003", "{\"dump\":null}", "EP0001", "dump")
DUMP_REJECT(DUMP003, DumpStringIsNotAnObject, "DUMP003", "{\"dump\":\"x\"}", "EP0001", "dump")
/* The key is case-sensitive: "Dump" is an unknown top-level key. */
DUMP_CASE(DUMP003, DumpKeyIsCaseSensitive, "DUMP003", "{\"Dump\":true}", ACL_SUCCESS, NOTHING)
/* A non-empty `dump` needs a dump_path even when it enables nothing. */
DUMP_SECTION_REJECT(DUMP003, UnknownMemberMakesDumpNonEmpty, "DUMP003 DUMP012", "\"unknown\":1", "EP0001", "dump_path")
