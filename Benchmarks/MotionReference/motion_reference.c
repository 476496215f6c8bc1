/*
 * The C reference for MotionBenchmark's forward run: the same batch, the same math, the same
 * samples, timed the same way, so the Swift core's rate has an anchor measured in the same run
 * (Benchmarks/motion.sh runs both).
 *
 *   cc -std=c11 -O2 -o motion_reference motion_reference.c -lm
 *   ./motion_reference [--transitions 1000] [--elements 6] [--fps 60] [--rounds 5]
 *
 * What it mirrors (Sources/MotionCore, docs/motion.md):
 * - the batch of Benchmarks/Sources/MotionBenchmark/main.swift: SplitMix64 seeded 0x5EED,
 *   drawn in the same order (every animation draw takes seven numbers, as Swift's array
 *   literal of forms evaluates all of them);
 * - Timeline.sample(elements:fps:) per transition, all inside the timed region: compile each
 *   element (modifier folding, spring constants and regime, Bezier coefficients and samples,
 *   SwiftUI's settling duration, computed once per distinct animation base as
 *   Timeline.compile's cache does), then one sample per frame at t = i / fps until the last
 *   element settles, the last sample holding every element's end frame, element by element.
 *   Samples go into one malloc'd buffer per timeline (times and frames), freed after use.
 * - the same operations in the same order as the Swift code (Swift's max/min included,
 *   `y >= x ? y : x` and `y < x ? y : x`), so the samples are bit-identical. The libm calls
 *   are the same too: gcc turns `sin(a)` and `cos(a)` of one `a` into one `sincos` call, which
 *   the Swift core makes as well (SineCosine.swift).
 *
 * Not mirrored: parsing. Swift parses animation expressions (`spring(duration: 0.42, bounce: 0.1)`)
 * while it builds the batch, outside its timed region; here the batch is built directly as
 * values. The numbers Swift prints into those expressions are rounded (`fmt`) and read back;
 * the shortest round-trip text reads back as the same double, so rounding alone gives the
 * same values (with -0 read back as 0).
 *
 * Output: the rates, the Swift benchmark's own checksum (accumulated over the rounds), and,
 * from one more untimed pass, a checksum of every sampled value (times and all six frame
 * fields of every element at every sample), printed as a number and as its bits, which
 * MotionBenchmark prints the same way.
 */
#define _POSIX_C_SOURCE 199309L
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* MARK: Swift's semantics */

/* Swift.max / Swift.min (generic Comparable): the argument order decides NaN and -0. */
static inline double swift_max(double x, double y) { return y >= x ? y : x; }
static inline double swift_min(double x, double y) { return y < x ? y : x; }

/* MARK: The batch's random numbers */

typedef struct { uint64_t state; } splitmix64;

static uint64_t rng_next(splitmix64 *r) {
    r->state += 0x9E3779B97F4A7C15ULL;
    uint64_t z = r->state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}
static double rng_unit(splitmix64 *r) { return (double)(rng_next(r) >> 11) * (1.0 / 9007199254740992.0); }
static double rng_double(splitmix64 *r, double lo, double hi) { return lo + (hi - lo) * rng_unit(r); }
static int rng_int(splitmix64 *r, int n) { return (int)(rng_next(r) % (uint64_t)n); }

/* main.swift's fmt(x, places) as the parser reads it back: rounded half away from zero. */
static double rounded_literal(double x, int places) {
    double scale = 1.0;
    for (int i = 0; i < places; i++) scale *= 10;
    double r = round(x * scale) / scale;
    return r == 0 ? 0.0 : r; /* "-0" is printed as "0" */
}

/* MARK: Animations, as written (Animation, AnimationBase, AnimationModifier) */

typedef enum {
    SPRING_DURATION,      /* spring(duration: d, bounce: b) */
    SPRING_RESPONSE,      /* spring(response: r, dampingFraction: f) */
    INTERPOLATING_SPRING, /* interpolatingSpring(stiffness: k, damping: c, initialVelocity: v) */
    PRESET_SMOOTH,        /* smooth */
    PRESET_SNAPPY,        /* snappy(duration: d) */
    PRESET_BOUNCY,        /* bouncy(extraBounce: e) */
    DEFAULT_SPRING,       /* default */
    INTERACTIVE_SPRING,   /* interactiveSpring */
    EASE_IN, EASE_OUT, EASE_IN_OUT, LINEAR,
    TIMING_CURVE,         /* timingCurve(c0x, c0y, c1x, c1y, duration: d) */
} base_form;

/* The base with its written arguments: `written` has bit i set when args[i] was written.
 * Two bases are equal when form, written set and written values are (Swift's ==). */
typedef struct {
    base_form form;
    unsigned written;
    double args[5];
} animation_base;

typedef struct {
    animation_base base;
    int modifier_count;
    struct { int is_speed; double value; } modifiers[2]; /* in written order */
} animation;

static int base_equal(const animation_base *a, const animation_base *b) {
    if (a->form != b->form || a->written != b->written) return 0;
    for (int i = 0; i < 5; i++)
        if ((a->written >> i & 1) && a->args[i] != b->args[i]) return 0;
    return 1;
}

static animation_base make_base(base_form form, int n, const double *args) {
    animation_base b = { form, 0, { 0 } };
    for (int i = 0; i < n; i++) { b.args[i] = args[i]; b.written |= 1u << i; }
    return b;
}

static const double pi = 3.14159265358979323846;

typedef struct { double mass, stiffness, damping, initial_velocity; } spring_parameters;

static spring_parameters spring_duration_bounce(double duration, double bounce, double v0) {
    double stiffness = (2 * pi / duration) * (2 * pi / duration);
    double damping = bounce >= 0 ? 4 * pi * (1 - bounce) / duration : 4 * pi / (duration * (1 + bounce));
    return (spring_parameters){ 1, stiffness, damping, v0 };
}

static spring_parameters spring_response_fraction(double response, double fraction) {
    double stiffness = (2 * pi / response) * (2 * pi / response);
    double damping = 4 * pi * fraction / response;
    return (spring_parameters){ 1, stiffness, damping, 0 };
}

/* SpringAnimation.parameters for the forms the batch writes. */
static spring_parameters spring_parameters_of(const animation_base *b) {
    const double *a = b->args;
    switch (b->form) {
    case SPRING_DURATION: return spring_duration_bounce(a[0], a[1], 0);
    case SPRING_RESPONSE: return spring_response_fraction(a[0], a[1]);
    case INTERPOLATING_SPRING: {
        spring_parameters p = { 1, a[0], a[1], a[2] };
        /* notOverdamped: interpolatingSpring never overdamps. */
        if (p.damping / (2 * sqrt(p.stiffness * p.mass)) > 1) p.damping = 2 * sqrt(p.stiffness * p.mass);
        return p;
    }
    case PRESET_SMOOTH: return spring_duration_bounce(0.5, 0 + 0, 0);
    case PRESET_SNAPPY: return spring_duration_bounce(a[0], 0.15 + 0, 0);
    case PRESET_BOUNCY: return spring_duration_bounce(0.5, 0.3 + a[1], 0);
    case DEFAULT_SPRING: return spring_response_fraction(0.55, 1);
    case INTERACTIVE_SPRING: return spring_duration_bounce(0.15, 0.15 + 0, 0);
    default: abort();
    }
}

static int is_spring(base_form form) { return form <= INTERACTIVE_SPRING; }

/* MARK: The spring curve (SpringCurve, Spring+Settling) */

typedef enum { UNDERDAMPED, CRITICAL, OVERDAMPED } regime;

typedef struct {
    regime regime;
    double lambda, omega, v0, k1, k2, w0_squared;
} spring_curve;

static spring_curve spring_curve_make(spring_parameters p) {
    spring_curve s;
    double lambda = p.damping / (2 * p.mass);
    double w0_squared = p.stiffness / p.mass;
    double s2 = lambda * lambda - w0_squared;
    s.lambda = lambda;
    s.v0 = p.initial_velocity;
    s.k1 = lambda - p.initial_velocity;
    s.k2 = w0_squared - lambda * p.initial_velocity;
    s.w0_squared = w0_squared;
    if (fabs(s2) <= 1e-12 * w0_squared) { s.regime = CRITICAL; s.omega = 0; }
    else if (s2 < 0) { s.regime = UNDERDAMPED; s.omega = sqrt(-s2); }
    else { s.regime = OVERDAMPED; s.omega = sqrt(s2); }
    return s;
}

/* (e^(-lam t) C(t), e^(-lam t) S(t)), docs/motion.md §2. */
static inline void decay_terms(const spring_curve *s, double t, double *c, double *sn) {
    if (s->regime == UNDERDAMPED) {
        double e = exp(-s->lambda * t);
        double angle = s->omega * t;
        *c = e * cos(angle);
        *sn = e * sin(angle) / s->omega;
    } else if (s->regime == CRITICAL) {
        double e = exp(-s->lambda * t);
        *c = e;
        *sn = e * t;
    } else {
        double wt = s->omega * t;
        if (wt < 20) {
            double e = exp(-s->lambda * t);
            *c = e * cosh(wt);
            *sn = e * sinh(wt) / s->omega;
        } else {
            /* cosh/sinh would overflow: e^(-lam t) cosh(w t) = (e^(r1 t) + e^(r2 t)) / 2 */
            double e1 = exp((s->omega - s->lambda) * t);
            double e2 = exp(-(s->omega + s->lambda) * t);
            *c = 0.5 * (e1 + e2);
            *sn = 0.5 * (e1 - e2) / s->omega;
        }
    }
}

static inline double spring_position(const spring_curve *s, double t) {
    if (!(t > 0)) return 0;
    double c, sn;
    decay_terms(s, t, &c, &sn);
    return 1 - (c + s->k1 * sn);
}

/* SwiftUI's settling duration of the step response (freeSettlingDuration, P = -1, V = v0). */
static double spring_settling(const spring_curve *s, double epsilon) {
    const double P = -1, V = s->v0;
    if (s->regime == UNDERDAMPED) {
        if (!(s->lambda > 0)) return INFINITY;
        return swift_max(0, -log(epsilon / (fabs(P) + fabs(s->lambda * P + V))) / s->lambda);
    }
    int has_settled = 0;
    double settled_at = 0;
    for (int i = 0; i < 1024; i++) {
        double t = (double)i / 10.0;
        double c, sn;
        decay_terms(s, swift_max(0, t), &c, &sn);
        double position = P * c + (V + s->lambda * P) * sn;
        if (fabs(position) < epsilon) {
            if (!has_settled) { has_settled = 1; settled_at = t; continue; }
            if (t - settled_at > 1.0) return settled_at;
        } else {
            has_settled = 0;
        }
    }
    return has_settled ? settled_at : INFINITY;
}

/* MARK: Timing curves (TimingCurve, UnitBezier: WebKit's solver plus one Newton step) */

typedef struct {
    double ax, bx, cx, ay, by, cy;
    double samples[11];
} unit_bezier;

static inline double curve_x(const unit_bezier *b, double t) { return ((b->ax * t + b->bx) * t + b->cx) * t; }
static inline double curve_y(const unit_bezier *b, double t) { return ((b->ay * t + b->by) * t + b->cy) * t; }
static inline double curve_dx(const unit_bezier *b, double t) { return (3.0 * b->ax * t + 2.0 * b->bx) * t + b->cx; }

static unit_bezier unit_bezier_make(double p1x, double p1y, double p2x, double p2y) {
    unit_bezier b;
    b.cx = 3.0 * p1x;
    b.bx = 3.0 * (p2x - p1x) - b.cx;
    b.ax = 1.0 - b.cx - b.bx;
    b.cy = 3.0 * p1y;
    b.by = 3.0 * (p2y - p1y) - b.cy;
    b.ay = 1.0 - b.cy - b.by;
    static const double at[11] = { 0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1 };
    for (int i = 0; i < 11; i++) b.samples[i] = curve_x(&b, at[i]);
    return b;
}

static double solve_curve_x(const unit_bezier *b, double x) {
    const double epsilon = 1e-7;
    if (x <= 0) return 0;
    if (x >= 1) return 1;
    double t0 = 0.0, t1 = 1.0, t2 = x;
    const double delta_t = 1.0 / (double)(11 - 1);
    for (int i = 1; i < 11; i++) {
        if (x <= b->samples[i]) {
            t1 = delta_t * (double)i;
            t0 = t1 - delta_t;
            double lo = b->samples[i - 1], hi = b->samples[i];
            t2 = hi > lo ? t0 + (t1 - t0) * (x - lo) / (hi - lo) : t0;
            break;
        }
    }
    for (int i = 0; i < 4; i++) {
        double x2 = curve_x(b, t2) - x;
        if (fabs(x2) < epsilon) return t2;
        double d2 = curve_dx(b, t2);
        if (fabs(d2) < 1e-6) break;
        t2 -= x2 / d2;
    }
    if (!(t2 > t0 && t2 < t1)) t2 = (t0 + t1) * 0.5;
    for (int i = 0; i < 200; i++) {
        double x2 = curve_x(b, t2);
        if (fabs(x2 - x) < epsilon) return t2;
        if (x > x2) t0 = t2; else t1 = t2;
        t2 = (t1 - t0) * 0.5 + t0;
        if (t1 - t0 <= 1e-16) break;
    }
    return t2;
}

static inline double bezier_solve(const unit_bezier *b, double x) {
    if (x <= 0) return 0;
    if (x >= 1) return 1;
    double t = solve_curve_x(b, x);
    double slope = curve_dx(b, t);
    if (fabs(slope) >= 1e-6) t = swift_min(1, swift_max(0, t - (curve_x(b, t) - x) / slope));
    return curve_y(b, t);
}

/* MARK: Compiled animations (AnimationEvaluator) */

typedef struct {
    int is_spring;
    unit_bezier bezier;
    double duration, inverse_duration;
    spring_curve spring;
    double time_scale, time_offset; /* local = time_scale * t - time_offset */
} evaluator;

/* The unused half of an evaluator, computed once (AnimationEvaluator's static placeholders). */
static unit_bezier linear_placeholder;
static spring_curve spring_placeholder;

static evaluator evaluator_make(const animation *a, double delay) {
    evaluator ev;
    double scale = 1.0, offset = delay;
    for (int i = a->modifier_count - 1; i >= 0; i--) {
        if (a->modifiers[i].is_speed) { scale *= a->modifiers[i].value; offset *= a->modifiers[i].value; }
        else offset += a->modifiers[i].value;
    }
    ev.time_scale = scale;
    ev.time_offset = offset;
    const animation_base *b = &a->base;
    if (is_spring(b->form)) {
        ev.is_spring = 1;
        ev.spring = spring_curve_make(spring_parameters_of(b));
        ev.bezier = linear_placeholder;
        ev.duration = 0;
        ev.inverse_duration = 0;
    } else {
        double duration = b->written & 1 ? b->args[0] : 0.35;
        double p[4];
        switch (b->form) {
        case EASE_IN: p[0] = 0.42; p[1] = 0; p[2] = 1; p[3] = 1; break;
        case EASE_OUT: p[0] = 0; p[1] = 0; p[2] = 0.58; p[3] = 1; break;
        case EASE_IN_OUT: p[0] = 0.42; p[1] = 0; p[2] = 0.58; p[3] = 1; break;
        case LINEAR: p[0] = 0; p[1] = 0; p[2] = 1; p[3] = 1; break;
        default: /* TIMING_CURVE: args are duration, c0x, c0y, c1x, c1y */
            memcpy(p, b->args + 1, sizeof p);
        }
        ev.is_spring = 0;
        ev.duration = duration;
        ev.inverse_duration = 1 / duration;
        ev.bezier = unit_bezier_make(p[0], p[1], p[2], p[3]);
        ev.spring = spring_placeholder;
    }
    return ev;
}

static inline double evaluator_progress(const evaluator *ev, double local) {
    if (!(local > 0)) return 0;
    return ev->is_spring ? spring_position(&ev->spring, local) : bezier_solve(&ev->bezier, local * ev->inverse_duration);
}

static double base_settling(const evaluator *ev) {
    return ev->is_spring ? spring_settling(&ev->spring, 0.001) : ev->duration;
}

/* MARK: Elements (ElementMotion, ElementSampler, MatchedGeometry, OneStateGeometry) */

typedef struct { double x, y, width, height, corner_radius, opacity; } frame;

typedef enum { PROPERTIES_FRAME, PROPERTIES_POSITION, PROPERTIES_SIZE } matched_properties;
typedef enum { TRANSITION_OPACITY, TRANSITION_SCALE, TRANSITION_MOVE_BOTTOM, TRANSITION_NONE } one_state_transition;

typedef struct {
    int has_from, has_to;
    frame from, to;
    matched_properties properties;
    double anchor_x, anchor_y;
    one_state_transition transition;
    double delay;
    animation animation;
} element_motion;

typedef struct {
    frame from, to;
    matched_properties properties;
    double ax, ay, from_ax, from_ay, delta_ax, delta_ay, to_ax, to_ay;
    double delta_w, delta_h, delta_radius, delta_opacity;
} matched_geometry;

static matched_geometry matched_make(frame from, frame to, matched_properties properties, double ax, double ay) {
    matched_geometry m;
    m.from = from;
    m.to = to;
    m.properties = properties;
    m.ax = ax;
    m.ay = ay;
    double a_x = from.x + ax * from.width, a_y = from.y + ay * from.height;
    double b_x = to.x + ax * to.width, b_y = to.y + ay * to.height;
    m.from_ax = a_x;
    m.from_ay = a_y;
    m.to_ax = b_x;
    m.to_ay = b_y;
    m.delta_ax = b_x - a_x;
    m.delta_ay = b_y - a_y;
    m.delta_w = to.width - from.width;
    m.delta_h = to.height - from.height;
    m.delta_radius = to.corner_radius - from.corner_radius;
    m.delta_opacity = to.opacity - from.opacity;
    return m;
}

static inline frame matched_frame(const matched_geometry *m, double p) {
    double anchor_x, anchor_y, w, h, radius, opacity;
    switch (m->properties) {
    case PROPERTIES_FRAME:
        if (p == 0) return m->from;
        anchor_x = m->from_ax + m->delta_ax * p;
        anchor_y = m->from_ay + m->delta_ay * p;
        w = swift_max(0, m->from.width + m->delta_w * p);
        h = swift_max(0, m->from.height + m->delta_h * p);
        radius = swift_max(0, m->from.corner_radius + m->delta_radius * p);
        opacity = swift_min(1, swift_max(0, m->from.opacity + m->delta_opacity * p));
        break;
    case PROPERTIES_POSITION:
        anchor_x = m->from_ax + m->delta_ax * p;
        anchor_y = m->from_ay + m->delta_ay * p;
        w = m->to.width;
        h = m->to.height;
        radius = m->to.corner_radius;
        opacity = m->to.opacity;
        break;
    default: /* PROPERTIES_SIZE */
        anchor_x = m->to_ax;
        anchor_y = m->to_ay;
        w = swift_max(0, m->from.width + m->delta_w * p);
        h = swift_max(0, m->from.height + m->delta_h * p);
        radius = swift_max(0, m->from.corner_radius + m->delta_radius * p);
        opacity = swift_min(1, swift_max(0, m->from.opacity + m->delta_opacity * p));
        break;
    }
    return (frame){ anchor_x - m->ax * w, anchor_y - m->ay * h, w, h, radius, opacity };
}

typedef struct {
    frame frame;
    int appearing;
    one_state_transition transition;
    double center_x, center_y, offset_x, offset_y;
} one_state_geometry;

/* Timeline.defaultCanvas is 390 x 844; the batch's only move edge is bottom, which needs the height. */
static const double canvas_height = 844;

static one_state_geometry one_state_make(frame f, int appearing, one_state_transition transition) {
    one_state_geometry o;
    o.frame = f;
    o.appearing = appearing;
    o.transition = transition;
    o.center_x = f.x + f.width / 2;
    o.center_y = f.y + f.height / 2;
    o.offset_x = 0;
    o.offset_y = transition == TRANSITION_MOVE_BOTTOM ? canvas_height - f.y : 0;
    return o;
}

static inline frame one_state_frame(const one_state_geometry *o, double v) {
    if (v >= 1) return o->frame;
    frame f = o->frame;
    switch (o->transition) {
    case TRANSITION_OPACITY:
        f.opacity = o->frame.opacity * v;
        break;
    case TRANSITION_SCALE:
        f.width = o->frame.width * v;
        f.height = o->frame.height * v;
        f.corner_radius = o->frame.corner_radius * v;
        f.x = o->center_x - f.width / 2;
        f.y = o->center_y - f.height / 2;
        break;
    case TRANSITION_MOVE_BOTTOM:
        f.x = o->frame.x + o->offset_x * (1 - v);
        f.y = o->frame.y + o->offset_y * (1 - v);
        break;
    case TRANSITION_NONE:
        if (v <= 0) f.opacity = 0;
        break;
    }
    return f;
}

typedef enum { KIND_MATCHED, KIND_ONE_STATE, KIND_SWITCHES, KIND_ABSENT } element_kind;

typedef struct {
    evaluator evaluator;
    double settle_time;
    frame start, end;
    element_kind kind;
    matched_geometry matched;
    one_state_geometry one_state;
} element_sampler;

static void sampler_init(element_sampler *s, const element_motion *e, const double *known_base_settling, double *base_out) {
    s->evaluator = evaluator_make(&e->animation, e->delay);
    double base = known_base_settling ? *known_base_settling : base_settling(&s->evaluator);
    *base_out = base;
    s->settle_time = (base + s->evaluator.time_offset) / s->evaluator.time_scale;
    const frame blank = { 0, 0, 0, 0, 0, 0 };
    element_kind one_state_kind = e->transition == TRANSITION_NONE ? KIND_SWITCHES : KIND_ONE_STATE;
    if (e->has_from && e->has_to) {
        s->kind = KIND_MATCHED;
        s->matched = matched_make(e->from, e->to, e->properties, e->anchor_x, e->anchor_y);
        s->one_state = one_state_make(blank, 1, TRANSITION_OPACITY);
        s->start = matched_frame(&s->matched, 0);
        s->end = e->to;
    } else if (e->has_from) {
        s->kind = one_state_kind;
        s->one_state = one_state_make(e->from, 0, e->transition);
        s->matched = matched_make(blank, blank, PROPERTIES_FRAME, 0.5, 0.5);
        s->start = one_state_frame(&s->one_state, 1);
        s->end = one_state_frame(&s->one_state, 0);
    } else if (e->has_to) {
        s->kind = one_state_kind;
        s->one_state = one_state_make(e->to, 1, e->transition);
        s->matched = matched_make(blank, blank, PROPERTIES_FRAME, 0.5, 0.5);
        s->start = one_state_frame(&s->one_state, 0);
        s->end = one_state_frame(&s->one_state, 1);
    } else {
        s->kind = KIND_ABSENT;
        s->matched = matched_make(blank, blank, PROPERTIES_FRAME, 0.5, 0.5);
        s->one_state = one_state_make(blank, 1, TRANSITION_OPACITY);
        s->start = blank;
        s->end = blank;
    }
}

static inline frame sampler_frame(const element_sampler *s, double t) {
    if (t >= s->settle_time) return s->end;
    double local = s->evaluator.time_scale * t - s->evaluator.time_offset;
    switch (s->kind) {
    case KIND_MATCHED:
        if (local <= 0) return s->start;
        return matched_frame(&s->matched, evaluator_progress(&s->evaluator, local));
    case KIND_ONE_STATE: {
        if (local <= 0) return s->start;
        double q = swift_min(1, swift_max(0, evaluator_progress(&s->evaluator, local)));
        return one_state_frame(&s->one_state, s->one_state.appearing ? q : 1 - q);
    }
    case KIND_SWITCHES:
        return local >= 0 ? s->end : s->start;
    default:
        return s->start;
    }
}

/* MARK: Timelines (Timeline.sample, compile, render, lastSampleIndex) */

typedef struct {
    int count;      /* samples */
    int elements;
    double duration;
    double *times;  /* count */
    frame *frames;  /* count x elements, sample-major */
} timeline;

static int last_sample_index(double duration, int fps) {
    double rate = (double)fps;
    if (!(duration > 0)) return 0;
    long index = (long)ceil(duration * rate);
    while (index > 0 && (double)(index - 1) / rate >= duration) index--;
    while ((double)index / rate < duration) index++;
    return (int)index;
}

#define MAX_ELEMENTS 64

static timeline timeline_sample(const element_motion *elements, int count, int fps, double max_duration) {
    /* compile: the settling duration once per distinct animation base (at most 32 cached) */
    element_sampler samplers[MAX_ELEMENTS];
    struct { const animation_base *base; double settling; } cache[32];
    int cached = 0;
    for (int j = 0; j < count; j++) {
        const animation_base *base = &elements[j].animation.base;
        const double *hit = NULL;
        for (int k = 0; k < cached; k++)
            if (base_equal(cache[k].base, base)) { hit = &cache[k].settling; break; }
        double settling;
        sampler_init(&samplers[j], &elements[j], hit, &settling);
        if (!hit && cached < 32) { cache[cached].base = base; cache[cached].settling = settling; cached++; }
    }

    /* render */
    double duration = 0;
    for (int j = 0; j < count; j++) duration = swift_max(duration, samplers[j].settle_time);
    if (!(duration <= max_duration)) duration = swift_max(0, max_duration);
    double rate = (double)fps;
    int last = last_sample_index(duration, fps);
    timeline tl = { last + 1, count, duration, NULL, NULL };
    tl.times = malloc(sizeof(double) * (size_t)(last + 1));
    tl.frames = malloc(sizeof(frame) * (size_t)(last + 1) * (size_t)count);
    if (!tl.times || !tl.frames) abort();
    for (int i = 0; i <= last; i++) tl.times[i] = (double)i / rate;
    /* Element by element, as the Swift core samples (and faster here too than sample by
     * sample: one element's branches repeat), stored sample-major. */
    for (int j = 0; j < count; j++) {
        const element_sampler *s = &samplers[j];
        for (int i = 0; i < last; i++) tl.frames[(size_t)i * (size_t)count + (size_t)j] = sampler_frame(s, (double)i / rate);
        tl.frames[(size_t)last * (size_t)count + (size_t)j] = s->end;
    }
    return tl;
}

static void timeline_free(timeline *tl) {
    free(tl->times);
    free(tl->frames);
}

/* MARK: The batch (main.swift's buildBatch) */

static animation random_animation(splitmix64 *rng) {
    /* Seven draws, whichever form is picked: Swift's array literal of forms evaluates all. */
    double d = rounded_literal(rng_double(rng, 0.25, 0.8), 2);
    double b = rounded_literal(rng_double(rng, -0.4, 0.6), 2);
    double fraction = rounded_literal(rng_double(rng, 0.4, 1.6), 2);
    double stiffness = rounded_literal(rng_double(rng, 80, 400), 0);
    double damping = rounded_literal(rng_double(rng, 8, 45), 1);
    double velocity = rounded_literal(rng_double(rng, -3, 3), 1);
    int form = rng_int(rng, 14);
    animation a;
    memset(&a, 0, sizeof a);
    switch (form) {
    case 0: a.base = make_base(SPRING_DURATION, 2, (double[]){ d, b }); break;
    case 1: a.base = make_base(SPRING_RESPONSE, 2, (double[]){ d, fraction }); break;
    case 2: a.base = make_base(INTERPOLATING_SPRING, 3, (double[]){ stiffness, damping, velocity }); break;
    case 3: a.base = make_base(PRESET_SMOOTH, 0, NULL); break;
    case 4: a.base = make_base(PRESET_SNAPPY, 1, (double[]){ d }); break;
    case 5: /* bouncy(extraBounce: 0.1): duration not written (bit 0), extraBounce written (bit 1) */
        a.base = make_base(PRESET_BOUNCY, 0, NULL);
        a.base.args[1] = 0.1;
        a.base.written = 2;
        break;
    case 6: a.base = make_base(DEFAULT_SPRING, 0, NULL); break;
    case 7: a.base = make_base(INTERACTIVE_SPRING, 0, NULL); break;
    case 8: a.base = make_base(EASE_IN_OUT, 1, (double[]){ d }); break;
    case 9: a.base = make_base(EASE_OUT, 0, NULL); break;
    case 10: a.base = make_base(LINEAR, 1, (double[]){ d }); break;
    case 11: a.base = make_base(TIMING_CURVE, 5, (double[]){ d, 0.2, 0.9, 0.3, 1.1 }); break;
    case 12:
        a.base = make_base(SPRING_DURATION, 2, (double[]){ d, b });
        a.modifier_count = 1;
        a.modifiers[0].is_speed = 0; a.modifiers[0].value = 0.05;
        break;
    default: /* 13: easeIn(duration: d).speed(1.5).delay(0.1) */
        a.base = make_base(EASE_IN, 1, (double[]){ d });
        a.modifier_count = 2;
        a.modifiers[0].is_speed = 1; a.modifiers[0].value = 1.5;
        a.modifiers[1].is_speed = 0; a.modifiers[1].value = 0.1;
        break;
    }
    return a;
}

static frame random_frame(splitmix64 *rng) {
    frame f;
    f.x = rng_double(rng, 0, 350);
    f.y = rng_double(rng, 0, 800);
    f.width = rng_double(rng, 10, 300);
    f.height = rng_double(rng, 10, 300);
    f.corner_radius = rng_double(rng, 0, 24);
    f.opacity = rng_double(rng, 0.5, 1);
    return f;
}

static element_motion *build_batch(int transitions, int per_transition) {
    static const double anchors[9][2] = {
        { 0, 0 }, { 0.5, 0 }, { 1, 0 }, { 0, 0.5 }, { 0.5, 0.5 }, { 1, 0.5 }, { 0, 1 }, { 0.5, 1 }, { 1, 1 },
    };
    static const matched_properties properties[4] = { PROPERTIES_FRAME, PROPERTIES_FRAME, PROPERTIES_POSITION, PROPERTIES_SIZE };
    static const one_state_transition transitions_[4] = { TRANSITION_OPACITY, TRANSITION_SCALE, TRANSITION_MOVE_BOTTOM, TRANSITION_NONE };
    splitmix64 rng = { 0x5EED };
    element_motion *batch = calloc((size_t)transitions * (size_t)per_transition, sizeof *batch);
    if (!batch) abort();
    for (int i = 0; i < transitions; i++) {
        animation shared = random_animation(&rng);
        for (int j = 0; j < per_transition; j++) {
            element_motion *e = &batch[(size_t)i * (size_t)per_transition + (size_t)j];
            e->animation = rng_int(&rng, 3) == 0 ? random_animation(&rng) : shared;
            int kind = rng_int(&rng, 10);
            e->has_from = kind != 8;
            if (e->has_from) e->from = random_frame(&rng);
            e->has_to = kind != 9;
            if (e->has_to) e->to = random_frame(&rng);
            e->properties = properties[rng_int(&rng, 4)];
            int anchor = rng_int(&rng, 9);
            e->anchor_x = anchors[anchor][0];
            e->anchor_y = anchors[anchor][1];
            e->transition = transitions_[rng_int(&rng, 4)];
            e->delay = rng_int(&rng, 4) == 0 ? rng_double(&rng, 0, 0.2) : 0;
        }
    }
    return batch;
}

/* MARK: Run */

static int option(int argc, char **argv, const char *name, int value) {
    for (int i = 1; i + 1 < argc; i++) {
        if (strcmp(argv[i], name) == 0) {
            char *end;
            long v = strtol(argv[i + 1], &end, 10);
            return *end == 0 && v > 0 ? (int)v : value;
        }
    }
    return value;
}

static double now_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* main.swift's fmt(x, places): rounded, without trailing zeros. */
static void print_rounded(double x, int places) {
    char text[64];
    snprintf(text, sizeof text, "%.*f", places, x);
    if (strchr(text, '.')) {
        size_t n = strlen(text);
        while (text[n - 1] == '0') text[--n] = 0;
        if (text[n - 1] == '.') text[--n] = 0;
    }
    fputs(text, stdout);
}

int main(int argc, char **argv) {
    int transitions = option(argc, argv, "--transitions", 1000);
    int per_transition = option(argc, argv, "--elements", 6);
    int fps = option(argc, argv, "--fps", 60);
    int rounds = option(argc, argv, "--rounds", 5);
    if (per_transition > MAX_ELEMENTS || fps > 240) {
        fprintf(stderr, "at most %d elements and 240 fps\n", MAX_ELEMENTS);
        return 2;
    }
    linear_placeholder = unit_bezier_make(0, 0, 1, 1);
    spring_placeholder = spring_curve_make((spring_parameters){ 1, 1, 2, 0 });
    element_motion *batch = build_batch(transitions, per_transition);
    const double max_duration = 60.0;

    printf("MotionReference (C): %d transitions x %d elements at %d fps, %d rounds\n", transitions, per_transition, fps, rounds);
    double checksum = 0, best_rate = 0, total_seconds = 0;
    long long total_samples = 0;
    for (int round_ = 1; round_ <= rounds; round_++) {
        long long samples = 0;
        double start = now_seconds();
        for (int i = 0; i < transitions; i++) {
            timeline tl = timeline_sample(batch + (size_t)i * (size_t)per_transition, per_transition, fps, max_duration);
            samples += (long long)tl.count * per_transition;
            checksum += tl.frames[(size_t)(tl.count - 1) * (size_t)per_transition].x;
            checksum += tl.frames[(size_t)(tl.count / 2) * (size_t)per_transition].width;
            timeline_free(&tl);
        }
        double seconds = now_seconds() - start;
        double rate = (double)samples / seconds;
        if (rate > best_rate) best_rate = rate;
        total_samples += samples;
        total_seconds += seconds;
        printf("round %d: %lld element-samples in %.2f ms = %.2f M element-samples/s, %.1f ns/sample\n",
               round_, samples, seconds * 1000, rate / 1e6, seconds * 1e9 / (double)samples);
    }
    double mean_rate = (double)total_samples / total_seconds;
    printf("total: %lld element-samples in %.1f ms\n", total_samples, total_seconds * 1000);
    printf("mean: %.2f M element-samples/s (%.1f ns/sample); best round: %.2f M/s (%.1f ns/sample)\n",
           mean_rate / 1e6, 1e9 / mean_rate, best_rate / 1e6, 1e9 / best_rate);
    printf("checksum: ");
    print_rounded(checksum, 3);
    printf("\n");

    /* Every sampled value once more, untimed, summed in sample order. */
    double values = 0;
    for (int i = 0; i < transitions; i++) {
        timeline tl = timeline_sample(batch + (size_t)i * (size_t)per_transition, per_transition, fps, max_duration);
        for (int k = 0; k < tl.count; k++) {
            values += tl.times[k];
            for (int j = 0; j < per_transition; j++) {
                const frame *f = &tl.frames[(size_t)k * (size_t)per_transition + (size_t)j];
                values += f->x; values += f->y; values += f->width; values += f->height;
                values += f->corner_radius; values += f->opacity;
            }
        }
        timeline_free(&tl);
    }
    uint64_t bits;
    memcpy(&bits, &values, sizeof bits);
    printf("values checksum: ");
    print_rounded(values, 6);
    printf(" (bits %016llx)\n", (unsigned long long)bits);
    free(batch);
    return 0;
}
