/* The config as each key group of aclInit re-reads it (JSON018..JSON020).
 *
 * The product re-opens, re-reads and re-validates the file by its path for
 * every key group: err_msg_mode, the dump hand-off (raw bytes), each StackSize
 * member, defaultDevice, each printf FIFO size, event_mode and the profiler
 * (src/acl/aclrt_impl/acl.cpp, src/acl/common/json_parser.cpp). A callback or a lower
 * layer that runs between them can therefore change what the later ones see.
 * The reference does the same I/O, unconditionally. The checks are pure
 * functions of what was read, so a read that gives exactly the bytes (and
 * file kind) of the last one keeps the verdicts that read already earned
 * instead of scanning the text again; any other read is checked afresh. The
 * callbacks keep the step-1 bytes (CB006). */
#include "aclref_limits.h"
#include "config.h"
#include "json.h"

void config_source_init(config_source *source, const char *path)
{
    source->path = path;
    source->text = (config_text){0};
    source->raw_checked = false;
    source->json_checked = false;
    source->root = (json_span){"", 0};
}

void config_source_free(config_source *source) { config_text_free(&source->text); }

/* JSON018: read again by the path, every time. */
static aclError reread(config_source *source)
{
    bool changed;
    aclError ret = check_config_read(source->path, ACLREF_READ_CAP_BYTES, &source->text, &changed);
    if (changed) { /* the same bytes keep their verdicts */
        source->raw_checked = false;
        source->json_checked = false;
    }
    return ret;
}

/* JSON019: what the dump hand-off's read checks: the file (FILE003, FILE005)
 * and the depth (JSON001, JSON002), not the syntax. */
aclError config_source_raw(config_source *source)
{
    aclError ret = reread(source);
    if (ret != ACL_SUCCESS || source->raw_checked) {
        return ret;
    }
    ret = check_config_file(source->path, &source->text);
    if (ret == ACL_SUCCESS && source->text.size > 0) {
        ret = check_json_depth(source->text.bytes, source->text.size, NULL, NULL);
    }
    source->raw_checked = ret == ACL_SUCCESS;
    return ret;
}

/* JSON018: the parsing key groups check the file, then depth and syntax. */
aclError config_source_json(config_source *source, json_span *root)
{
    aclError ret = reread(source);
    if (ret == ACL_SUCCESS && !source->json_checked) {
        ret = check_config_file(source->path, &source->text);
        if (ret == ACL_SUCCESS) ret = check_config_json(&source->text, &source->root);
        source->json_checked = ret == ACL_SUCCESS;
    }
    *root = ret == ACL_SUCCESS ? source->root : (json_span){"", 0};
    return ret;
}

aclError config_source_json_or_failure(config_source *source, json_span *root)
{
    return config_source_json(source, root) == ACL_SUCCESS ? ACL_SUCCESS : ACL_ERROR_FAILURE;
}
