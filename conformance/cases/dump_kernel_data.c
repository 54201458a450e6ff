/* DUMP008: dump_kernel_data is a comma list (no trimming) of all, printf,
 * tensor, assert, timestamp; an empty piece is EP0001, any other piece EP0002
 * (CheckKernelDataValues).
 * DUMP028: the kernel debug-data config is taken before the need-dump
 * decision, from the raw dump_path: each name registers its runtime types
 * (all: DEFAULT; the others: their type and BLOCK_INFO); an operator dump
 * without dump_kernel_data registers DEFAULT; an empty path registers nothing;
 * a failed registration gives -1, so aclInit returns 500000
 * (kernel_dfx_dumper.cpp EnableDfxDumper).
 * DUMP029: the kernel debug-data directory is set once per process. */
#include <stdlib.h>

#include "helpers/dump.h"

#define KD_REJECT(NAME, VALUE, REPORT) \
    DUMP_SECTION_REJECT(DUMP008, NAME, "DUMP008", "\"dump_kernel_data\":\"" VALUE "\"", REPORT, "dump_kernel_data")

/* dump_kernel_data VALUE with a usable dump_path: accepted, the decision has FIELDS. */
#define KD_ACCEPT(NAME, RULES, VALUE, FIELDS) \
    DUMP_SECTION_ACCEPT(DUMP028, NAME, RULES, "\"dump_kernel_data\":\"" VALUE "\",\"dump_path\":\"@D@\"", FIELDS)

KD_REJECT(EmptyKernelDataIsRejected, "", "EP0001")
KD_REJECT(TrailingCommaIsAnEmptyPiece, "all,", "EP0001")
KD_REJECT(LeadingCommaIsAnEmptyPiece, ",all", "EP0001")
KD_REJECT(PieceWithLeadingSpaceIsRejected, "printf, assert", "EP0002")
KD_REJECT(UnknownPieceIsRejected, "printf,trace", "EP0002")
KD_REJECT(UpperCasePieceIsRejected, "PRINTF", "EP0002")

/* The documented kernel-data example, its path made to exist: no dump is set up, the types register. */
KD_ACCEPT(PrintfAndAssertRegisterTheirTypes, "DUMP028 DUMP020", "printf,assert",
          "mode=none need_dump=0 kernel_data=printf,assert kernel_dfx_new=PRINTF,ASSERT,BLOCK_INFO "
          "kernel_dfx_path=@D@")
KD_ACCEPT(EveryNameRegistersItsTypes, "DUMP028", "timestamp,tensor,all",
          "kernel_dfx_new=DEFAULT,TENSOR,TIME_STAMP,BLOCK_INFO")
DUMP_SECTION_ACCEPT(DUMP028, ModelDumpWithoutKernelDataRegistersDefault, "DUMP028 DUMP020",
                    "\"dump_path\":\"@D@\",\"dump_list\":[{\"model_name\":\"m\"}]",
                    "mode=model kernel_data=- kernel_dfx_new=DEFAULT")
DUMP_SECTION_ACCEPT(DUMP028, OverflowDumpRegistersNoDefault, "DUMP028", "\"dump_path\":\"@D@\",\"dump_debug\":\"on\"",
                    "mode=overflow kernel_dfx_new=-")
/* An exception scene without dump_path: kernel data is accepted but nothing registers. */
DUMP_SECTION_ACCEPT(DUMP028, WithoutDumpPathNothingRegisters, "DUMP028 DUMP011",
                    "\"dump_scene\":\"aic_err_norm_dump\",\"dump_kernel_data\":\"printf\"",
                    "mode=exception-norm kernel_dfx_new=- kernel_dfx=-")
/* An exception scene's dump_path is not checked, but names the kernel data directory as given. */
DUMP_SECTION_ACCEPT(DUMP028, ExceptionSceneKernelDataUsesTheRawPath, "DUMP028 DUMP011",
                    "\"dump_scene\":\"aic_err_brief_dump\",\"dump_kernel_data\":\"tensor\",\"dump_path\":\"@M@\"",
                    "kernel_dfx_new=TENSOR,BLOCK_INFO kernel_dfx_path=@M@")

ACLCTS_TEST(DUMP028, FailedRegistrationIsInternalError, "DUMP028 DUMP002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    dump_fail_internal(t, "rtSetKernelDfxInfoCallback", 107000);
    dump_expect(t, "DUMP028", "{\"dump\":{\"dump_kernel_data\":\"printf\",\"dump_path\":\"@D@\"}}", DUMP_INTERNAL,
                "result=-1 report=- kernel_dfx=-");
}

/* The directory set when adump loaded (ASCEND_WORK_PATH) stays; the
 * config's dump_path is ignored for kernel data. */
ACLCTS_TEST(DUMP029, KernelDataDirectoryIsSetOncePerProcess, "DUMP029 DUMP032", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    setenv("ASCEND_WORK_PATH", dump_dir(t, "work"), 1);
    t->spy->reset();
    dump_expect(
        t, "DUMP029", "{\"dump\":{\"dump_kernel_data\":\"printf\",\"dump_path\":\"@D@\"}}", ACL_SUCCESS,
        "result=0 kernel_dfx_new=PRINTF,BLOCK_INFO kernel_dfx=DEFAULT,PRINTF,BLOCK_INFO kernel_dfx_path=@W@/work/printf/");
}
