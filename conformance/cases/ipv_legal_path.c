/* IPV011 (ipv350 profile): only a legal config path reaches GeDbgInit: it
 * opens with fopen(path, "r") and fseek/ftell give a non-zero size (acl_rt.c
 * PathIsLegal). Whatever is not legal is skipped silently. */
#include "helpers/ipv.h"

ACLCTS_TEST(IPV011, NonEmptyFileIsHandedToGeDbgInit, "IPV011 IPV009", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    ipv_expect_init_with(t, "IPV011", aclcts_file(t, "acl.json", "{\"dump\":{}}"));
}

/* The content is not looked at: text that is not JSON is handed over too. */
ACLCTS_TEST(IPV011, ContentIsNotParsed, "IPV011", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    ipv_expect_init_with(t, "IPV011", aclcts_file(t, "notjson.txt", "not json at all {"));
}

ACLCTS_TEST(IPV011, NullPathIsNotHandedOver, "IPV011 IPV005", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    ipv_expect_init_without(t, "IPV011", NULL);
}

ACLCTS_TEST(IPV011, EmptyStringIsNotHandedOver, "IPV011 IPV005", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    ipv_expect_init_without(t, "IPV011", "");
}

ACLCTS_TEST(IPV011, MissingFileIsNotHandedOver, "IPV011 IPV005", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    ipv_expect_init_without(t, "IPV011", aclcts_path(t, "missing.json"));
}

ACLCTS_TEST(IPV011, EmptyFileIsNotHandedOver, "IPV011 IPV005", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    ipv_expect_init_without(t, "IPV011", aclcts_file(t, "empty.json", ""));
}

/* A character device whose size is 0 opens but is not legal. */
ACLCTS_TEST(IPV011, ZeroSizedDeviceIsNotHandedOver, "IPV011", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    ipv_expect_init_without(t, "IPV011", "/dev/null");
}
