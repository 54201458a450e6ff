/* STREAM014-016, RTEVENT015-016: the runtime validates every stream and event
 * handle by the magic of its embedded inner object
 * (core/src/common/runtime_handle_guard.cc ValidateInnerObject): a handle of
 * another kind, or one whose object was destroyed (magic reset to 0,
 * ResetInnerObject), is ACL_ERROR_RT_INVALID_HANDLE (107017); destroying a
 * context tears its streams down (context.cc Context::TearDown). Codes only. */
#include "helpers/chain.h"

/* A device set, one stream and one event in its primary context. */
typedef struct setdev_objs {
    aclrtStream s;
    aclrtEvent e;
} setdev_objs;

static setdev_objs setdev_objects(aclcts_t *t, const char *rule)
{
    chain_set_device(t, rule, 0);
    setdev_objs o = {chain_create_stream(t, rule), chain_create_event(t, rule)};
    return o;
}

#define SETDEV_BAD_HANDLE(RULE, NAME, SETUP, CALL)        \
    ACLCTS_TEST(RULE, NAME, #RULE, ACLCTS_PRODUCT)        \
    {                                                     \
        CHAIN_NEED_DEVICES(t);                            \
        setdev_objs o = setdev_objects(t, #RULE);         \
        SETUP;                                            \
        CHECK_CODE(t, CALL, ACL_ERROR_RT_INVALID_HANDLE); \
    }

#define NOTHING ((void)0)
#define KILL_STREAM CHECK_CODE_FATAL_FOR(t, "STREAM015", t->acl->aclrtDestroyStream(o.s), ACL_SUCCESS)
#define KILL_EVENT CHECK_CODE_FATAL_FOR(t, "RTEVENT016", t->acl->aclrtDestroyEvent(o.e), ACL_SUCCESS)

SETDEV_BAD_HANDLE(STREAM014, EventGivenToSynchronizeStream, NOTHING, t->acl->aclrtSynchronizeStream((aclrtStream)o.e))
SETDEV_BAD_HANDLE(STREAM014, EventGivenToDestroyStream, NOTHING, t->acl->aclrtDestroyStream((aclrtStream)o.e))
SETDEV_BAD_HANDLE(STREAM015, SynchronizeOfADestroyedStream, KILL_STREAM, t->acl->aclrtSynchronizeStream(o.s))
SETDEV_BAD_HANDLE(STREAM015, DestroyOfADestroyedStream, KILL_STREAM, t->acl->aclrtDestroyStream(o.s))
SETDEV_BAD_HANDLE(RTEVENT015, StreamGivenToSynchronizeEvent, NOTHING, t->acl->aclrtSynchronizeEvent((aclrtEvent)o.s))
SETDEV_BAD_HANDLE(RTEVENT015, StreamGivenToDestroyEvent, NOTHING, t->acl->aclrtDestroyEvent((aclrtEvent)o.s))
SETDEV_BAD_HANDLE(RTEVENT015, StreamGivenToRecordEvent, NOTHING, t->acl->aclrtRecordEvent((aclrtEvent)o.s, NULL))
SETDEV_BAD_HANDLE(RTEVENT015, EventGivenAsTheRecordStream, NOTHING, t->acl->aclrtRecordEvent(o.e, (aclrtStream)o.e))
SETDEV_BAD_HANDLE(RTEVENT016, SynchronizeOfADestroyedEvent, KILL_EVENT, t->acl->aclrtSynchronizeEvent(o.e))
SETDEV_BAD_HANDLE(RTEVENT016, RecordOfADestroyedEvent, KILL_EVENT, t->acl->aclrtRecordEvent(o.e, NULL))
SETDEV_BAD_HANDLE(RTEVENT016, DestroyOfADestroyedEvent, KILL_EVENT, t->acl->aclrtDestroyEvent(o.e))
SETDEV_BAD_HANDLE(RTEVENT016, RecordOnADestroyedStream, KILL_STREAM, t->acl->aclrtRecordEvent(o.e, o.s))

/* The good handles still work next to the refused ones. */
ACLCTS_TEST(STREAM015, OtherStreamsStayUsable, "STREAM015", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM015", 0);
    aclrtStream a = chain_create_stream(t, "STREAM015");
    aclrtStream b = chain_create_stream(t, "STREAM015");
    CHECK_CODE(t, t->acl->aclrtDestroyStream(a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSynchronizeStream(a), ACL_ERROR_RT_INVALID_HANDLE);
    CHECK_CODE(t, t->acl->aclrtSynchronizeStream(b), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtDestroyStream(b), ACL_SUCCESS);
}

/* STREAM016: the streams of a destroyed context (a stream created after the
 * destroy can take the old one's place: HAZ014, haz_stale_stream.c). */
ACLCTS_TEST(STREAM016, StreamOfADestroyedContextCannotBeDestroyed, "STREAM016", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclrtContext c = chain_create_context(t, "STREAM016", 1);
    aclrtStream s = chain_create_stream(t, "STREAM016");
    (void)chain_create_context(t, "STREAM016", 1);
    CHECK_CODE(t, t->acl->aclrtDestroyContext(c), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtDestroyStream(s), ACL_ERROR_RT_INVALID_HANDLE);
}

ACLCTS_TEST(STREAM016, EveryStreamOfTheContextGoes, "STREAM016", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclrtContext c = chain_create_context(t, "STREAM016", 2);
    aclrtStream s[4];
    for (int i = 0; i < 4; i++) s[i] = chain_create_stream(t, "STREAM016");
    aclrtContext other = chain_create_context(t, "STREAM016", 2);
    aclrtStream keep = chain_create_stream(t, "STREAM016");
    CHECK_CODE(t, t->acl->aclrtDestroyContext(c), ACL_SUCCESS);
    for (int i = 0; i < 4; i++) CHECK_CODE(t, t->acl->aclrtSynchronizeStream(s[i]), ACL_ERROR_RT_INVALID_HANDLE);
    CHECK_TRUE(t, chain_current_context(t) == other, "the other context is no longer current");
    CHECK_CODE(t, t->acl->aclrtDestroyStream(keep), ACL_SUCCESS);
}
