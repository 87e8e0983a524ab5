#ifndef CJPEG_H
#define CJPEG_H

#include <stddef.h>

// JPEG decoding for the renderers, through libjpeg. In C because libjpeg reports errors by
// calling a handler that must not return: this file catches them with setjmp/longjmp, which
// Swift cannot do, and turns them into a status and a message.

/// Decodes a JPEG file's bytes into 8-bit RGB pixels, rows top to bottom, 3 bytes a pixel.
///
/// Greyscale and YCbCr images are converted by libjpeg; CMYK and YCCK ones (Adobe's inverted
/// CMYK) here. Returns 0 and sets *pixels (free it with cjpeg_free), *width and *height; on
/// failure returns 1, sets *pixels to NULL and writes libjpeg's message (or ours) into message.
/// Images of more than 100 million pixels are refused. Nothing is printed.
int cjpeg_decode_rgb(const unsigned char *bytes, size_t count, unsigned char **pixels, unsigned int *width,
                     unsigned int *height, char *message, size_t message_size);

/// Frees pixels returned by cjpeg_decode_rgb.
void cjpeg_free(unsigned char *pixels);

#endif
