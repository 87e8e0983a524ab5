#include "CJPEG.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

/// libjpeg's error manager with a place to jump back to.
struct cjpeg_error {
    struct jpeg_error_mgr base;
    jmp_buf jump;
};

static void cjpeg_error_exit(j_common_ptr info) {
    struct cjpeg_error *error = (struct cjpeg_error *)info->err;
    longjmp(error->jump, 1);
}

/// Warnings (a file cut short, extraneous bytes) are not printed: the image is drawn as far as
/// it decodes.
static void cjpeg_output_message(j_common_ptr info) { (void)info; }

static const unsigned long cjpeg_max_pixels = 100000000UL;

int cjpeg_decode_rgb(const unsigned char *bytes, size_t count, unsigned char **pixels, unsigned int *width,
                     unsigned int *height, char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    struct cjpeg_error error;
    unsigned char *volatile result = NULL;
    unsigned char *volatile row = NULL;

    *pixels = NULL;
    *width = 0;
    *height = 0;
    if (message_size > 0) message[0] = '\0';

    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = cjpeg_error_exit;
    error.base.output_message = cjpeg_output_message;
    if (setjmp(error.jump)) {
        if (message_size > 0) {
            char text[JMSG_LENGTH_MAX];
            (*info.err->format_message)((j_common_ptr)&info, text);
            snprintf(message, message_size, "%s", text);
        }
        jpeg_destroy_decompress(&info);
        free(result);
        free(row);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, bytes, (unsigned long)count);
    jpeg_read_header(&info, TRUE);

    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_RGB;
    if ((unsigned long)info.image_width * (unsigned long)info.image_height > cjpeg_max_pixels) {
        snprintf(message, message_size, "the image is too large (%u x %u pixels)", info.image_width,
                 info.image_height);
        jpeg_destroy_decompress(&info);
        return 1;
    }
    jpeg_start_decompress(&info);

    size_t w = info.output_width;
    size_t h = info.output_height;
    size_t components = (size_t)info.output_components;
    result = malloc(w * h * 3);
    row = malloc(w * components);
    if (result == NULL || row == NULL) {
        snprintf(message, message_size, "out of memory for %zu x %zu pixels", w, h);
        jpeg_destroy_decompress(&info);
        free(result);
        free(row);
        return 1;
    }
    while (info.output_scanline < info.output_height) {
        size_t y = info.output_scanline;
        JSAMPROW rows[1] = {row};
        jpeg_read_scanlines(&info, rows, 1);
        unsigned char *out = result + y * w * 3;
        for (size_t x = 0; x < w; x++) {
            if (cmyk) {
                // Adobe writes CMYK inverted: each value is already 255 - ink.
                unsigned int c = row[x * 4], m = row[x * 4 + 1], yl = row[x * 4 + 2], k = row[x * 4 + 3];
                out[x * 3] = (unsigned char)(c * k / 255);
                out[x * 3 + 1] = (unsigned char)(m * k / 255);
                out[x * 3 + 2] = (unsigned char)(yl * k / 255);
            } else if (components == 3) {
                memcpy(out + x * 3, row + x * 3, 3);
            } else {
                out[x * 3] = out[x * 3 + 1] = out[x * 3 + 2] = row[x * components];
            }
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    *pixels = result;
    *width = (unsigned int)w;
    *height = (unsigned int)h;
    return 0;
}

void cjpeg_free(unsigned char *pixels) { free(pixels); }
