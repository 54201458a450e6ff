/* aclDataTypeSize (DTYPE001..003; src/acl/aclrt_impl/data_buffer.cpp
 * aclDataTypeSizeImpl): the size in bytes of one element, from a switch
 * whose default is 8. */
#include <stddef.h>

#include "acl/acl.h"

ACL_FUNC_VISIBILITY size_t aclDataTypeSize(aclDataType dataType)
{
    switch (dataType) {
    /* DTYPE001: the sizes of the types the product names a size for. */
    case ACL_DT_UNDEFINED:
    case ACL_STRING:
        return 0;
    case ACL_BOOL:
    case ACL_INT8:
    case ACL_UINT8:
    case ACL_HIFLOAT8:
    case ACL_FLOAT8_E5M2:
    case ACL_FLOAT8_E4M3FN:
    case ACL_FLOAT8_E8M0:
    case ACL_INT4: /* sub-byte types count one byte */
    case ACL_UINT1:
        return 1;
    case ACL_FLOAT16:
    case ACL_INT16:
    case ACL_UINT16:
    case ACL_BF16:
        return 2;
    case ACL_FLOAT:
    case ACL_INT32:
    case ACL_UINT32:
    case ACL_COMPLEX32:
        return 4;
    case ACL_INT64:
    case ACL_UINT64:
    case ACL_DOUBLE:
    case ACL_COMPLEX64:
        return 8;
    case ACL_COMPLEX128:
        return 16;
    /* DTYPE003: the 6-bit and 4-bit floats have no case of their own in the
     * product's switch: its default answers for them. */
    case ACL_FLOAT6_E3M2:
    case ACL_FLOAT6_E2M3:
    case ACL_FLOAT4_E2M1:
    case ACL_FLOAT4_E1M2:
        return 8;
    }
    return 8; /* DTYPE002: a value the enum does not name */
}
