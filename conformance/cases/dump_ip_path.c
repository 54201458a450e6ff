/* DUMP014: dump_path "<IPv4>:<path>" is a remote path when the text before
 * the first ':' splits on '.' into exactly 4 parts that std::stoi reads as
 * 0..255 (leading digits count, a trailing '.' adds no part): then the rest
 * may hold only [A-Za-z0-9] and -=[];\,./!@#$%^&*()_+{}:? (else EP0003) and
 * nothing is checked on disk. Any other text is a local path. A ':' as the
 * last character is reported (EP0003) but the local checks decide
 * (CheckIpAddress, CheckDumpPath, FileUtils::IsValidDirChar). */
#include "helpers/dump.h"

#define IP_CASE(NAME, PATH, CODE, FIELDS) \
    DUMP_CASE(DUMP014, NAME, "DUMP014", "{\"dump\":{\"dump_path\":\"" PATH "\",\"dump_debug\":\"on\"}}", CODE, FIELDS)

/* Product fixture overflow/overflow_ip_path.json form. */
IP_CASE(RemotePathIsNotCheckedOnDisk, "192.168.0.1:/home/nothing/here", ACL_SUCCESS, "result=0 mode=overflow")
IP_CASE(RemotePathAllowsTheListedPunctuation, "10.0.0.1:/a-b=c[d];e,f.g!h@i#j$k%l^m&n*o(p)q_r+s{t}u:v?w", ACL_SUCCESS,
        "result=0")
IP_CASE(RemotePathWithSpacesIsRejected, "192.168.0.1:/home/    ", DUMP_INPUT, "result=-2 report=EP0003")
IP_CASE(RemotePathWithTildeIsRejected, "192.168.0.1:~/dump", DUMP_INPUT, "result=-2 report=EP0003")
IP_CASE(IpPartAbove255IsALocalPath, "192.168.0.256:/home/xh", DUMP_INPUT, "result=-2 report=EP0003 item=dump_path")
IP_CASE(NonNumericIpPartIsALocalPath, "192.168.0.aaa:/home/xh", DUMP_INPUT, "result=-2 report=EP0003")
IP_CASE(EmptyIpIsALocalPath, ":/home/xh", DUMP_INPUT, "result=-2 report=EP0003")
IP_CASE(ColonAtTheEndIsRejected, "192.168.0.1:", DUMP_INPUT, "result=-2 report=EP0003")
IP_CASE(ThreePartIpIsALocalPath, "10.0.1:/x", DUMP_INPUT, "result=-2 report=EP0003")
/* std::stoi reads "1a" as 1 and a trailing '.' adds no empty part. */
IP_CASE(LeadingDigitsMakeAnIpPart, "1a.2.3.4:/x", ACL_SUCCESS, "result=0")
IP_CASE(TrailingDotStillMakesFourParts, "1.2.3.4.:/x", ACL_SUCCESS, "result=0")

/* A local directory whose name ends in ':' passes despite the report. */
ACLCTS_TEST(DUMP014, ColonAtTheEndOfAnExistingDirectoryIsAccepted, "DUMP014 DUMP013", ACLCTS_PRODUCT)
{
    dump_dir(t, "d:");
    dump_expect(t, "DUMP014", "{\"dump\":{\"dump_path\":\"@W@/d:\",\"dump_debug\":\"on\"}}", ACL_SUCCESS,
                "result=0 mode=overflow");
}
