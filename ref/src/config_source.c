/* The config as each consumer of aclInit re-reads it (JSON018, JSON019).
 *
 * The product re-opens and re-validates the file by its path for every key
 * group: err_msg_mode, the dump hand-off (raw bytes), StackSize, defaultDevice,
 * the printf FIFO sizes, event_mode and the profiler. A callback that runs
 * between them can therefore change what the later ones see. The reference
 * re-reads only when stat(path) no longer gives the identity of the last
 * read (device, inode, size, mtime, ctime); otherwise it reuses the bytes and
 * the checks already passed on them. The callbacks keep the step-1 bytes. */
#include "aclref_limits.h"
#include "config.h"
#include "json.h"

void config_source_init(config_source *source, const char *path, const config_text *first,
                        const file_identity *identity)
{
    source->path = path;
    source->current = first;
    source->identity = *identity;
    source->just_read = true;
    source->reread = (config_text){0};
    source->raw_checked = false;
    source->json_checked = false;
    source->root = (json_span){"", 0};
}

void config_source_free(config_source *source)
{
    config_text_free(&source->reread);
    source->current = NULL;
}

/* JSON018: same identity, same text; otherwise read again by the path. A
 * failed read leaves an invalid identity, so the next consumer reads again. */
static aclError refresh(config_source *source)
{
    bool just_read = source->just_read; /* the first consumer follows step 1 with nothing in between */
    source->just_read = false;
    if (just_read || file_identity_unchanged(source->path, &source->identity)) {
        return ACL_SUCCESS;
    }
    config_text_free(&source->reread);
    source->current = &source->reread;
    source->raw_checked = false;
    source->json_checked = false;
    return check_config_read_identified(source->path, ACLREF_READ_CAP_BYTES, &source->reread, &source->identity);
}

/* JSON019: what the dump hand-off's read checks: the file (FILE003, FILE005)
 * and the depth (JSON001, JSON002), not the syntax. */
aclError config_source_raw(config_source *source)
{
    aclError ret = refresh(source);
    if (ret != ACL_SUCCESS || source->raw_checked) {
        return ret;
    }
    ret = check_config_file(source->path, source->current);
    if (ret == ACL_SUCCESS && source->current->size > 0) {
        ret = check_json_depth(source->current->bytes, source->current->size, NULL, NULL);
    }
    source->raw_checked = ret == ACL_SUCCESS;
    return ret;
}

/* JSON018: the parsing consumers check the file, then depth and syntax
 * together (check_config_json), so an unchanged text is scanned once. */
aclError config_source_json(config_source *source, json_span *root)
{
    aclError ret = refresh(source);
    if (ret == ACL_SUCCESS && !source->json_checked) {
        if (!source->raw_checked) ret = check_config_file(source->path, source->current);
        if (ret == ACL_SUCCESS) ret = check_config_json(source->current, &source->root);
        source->json_checked = ret == ACL_SUCCESS;
        source->raw_checked = source->json_checked;
    }
    *root = ret == ACL_SUCCESS ? source->root : (json_span){"", 0};
    return ret;
}
