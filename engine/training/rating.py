"""Glicko-2 (pure): a rating, its deviation and its volatility, moved by the results of a rating period.

Mark Glickman's "Example of the Glicko-2 system" (2012), steps 1 to 8, as lichess rates its players and its
exercises.  A rating is a frozen ``Rating`` on the Glicko scale (1500 the middle, 173.7178 points one unit of
the Glicko-2 scale); ``update(player, results)`` is one rating period; ``aged(player, periods)`` is step 6
alone, the deviation growing over periods without a result (fractional periods allowed, as lichess ages by
days away).  The deviation is kept between ``MIN_DEVIATION`` and ``MAX_DEVIATION`` and the volatility under
``MAX_VOLATILITY`` (lichess's bounds), so that a long-kept rating still moves and a long absence makes a
rating no less certain than a new one.

A library was considered first: PyPI's ``glicko2`` (2.1.0, January 2024, Ryan Kirkman's module as forked
twice) mutates its players, keeps tau on the class and, in the volatility's function ``f``, squares the
rating where the paper squares the deviation (phi), which changes the volatility whenever the two differ;
it has no fractional periods nor bounds.  The others (``glicko2-py``, ``pyglicko2``, ``skills``, ``skelo``)
are young, alpha or unmaintained.  The paper's algorithm is sixty lines, so it is written here, tested
against the paper's worked example (tests/engine/test_training_rating.py).
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

SCALE = 173.7178            # Glicko points per Glicko-2 unit (step 2)
CENTRE = 1500.0
NEW_DEVIATION = 350.0       # an unrated player's deviation (the paper's and Glicko's)
NEW_VOLATILITY = 0.06       # the paper's starting volatility
TAU = 0.5                   # the system constant: how far the volatility may move in a period (the paper: 0.3 to 1.2)
MIN_DEVIATION = 45.0        # lichess's floor: a rating kept for years still moves
MAX_DEVIATION = NEW_DEVIATION  # a long absence makes a rating as uncertain as a new one, no more
MAX_VOLATILITY = 0.1        # lichess's ceiling
EPSILON = 0.000001          # the convergence tolerance of step 5 (the paper's)


@dataclass(frozen=True)
class Rating:
    """A rating on the Glicko scale, its deviation (RD, same scale) and its volatility (Glicko-2 scale)."""

    rating: float = CENTRE
    deviation: float = NEW_DEVIATION
    volatility: float = NEW_VOLATILITY


@dataclass(frozen=True)
class Result:
    """One game of a rating period: the opponent as rated before the period, and the score (1 won, 0 lost,
    0.5 drawn)."""

    opponent: Rating
    score: float


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _e(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def expected(player: Rating, opponent: Rating) -> float:
    """The player's expected score against the opponent (step 3's E, the opponent's deviation counted)."""
    return _e((player.rating - CENTRE) / SCALE, (opponent.rating - CENTRE) / SCALE, opponent.deviation / SCALE)


def _volatility(phi: float, sigma: float, delta: float, v: float, tau: float) -> float:
    """Step 5: the new volatility, by the Illinois algorithm of the paper."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2) - (x - a) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def _bounded(rating: float, phi: float, sigma: float) -> Rating:
    deviation = min(MAX_DEVIATION, max(MIN_DEVIATION, phi * SCALE))
    return Rating(rating, deviation, min(MAX_VOLATILITY, sigma))


def update(player: Rating, results: Sequence[Result], tau: float = TAU) -> Rating:
    """The player's rating after one rating period with ``results`` (none: the deviation grows, step 6)."""
    if not results:
        return aged(player, 1.0)
    mu, phi, sigma = (player.rating - CENTRE) / SCALE, player.deviation / SCALE, player.volatility
    games = [((r.opponent.rating - CENTRE) / SCALE, r.opponent.deviation / SCALE, r.score) for r in results]
    v = 1.0 / sum(_g(phi_j) ** 2 * _e(mu, mu_j, phi_j) * (1.0 - _e(mu, mu_j, phi_j)) for mu_j, phi_j, _ in games)
    gained = sum(_g(phi_j) * (score - _e(mu, mu_j, phi_j)) for mu_j, phi_j, score in games)
    new_sigma = _volatility(phi, sigma, v * gained, v, tau)
    phi_star = math.sqrt(phi * phi + new_sigma * new_sigma)
    new_phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    new_mu = mu + new_phi * new_phi * gained
    return _bounded(CENTRE + SCALE * new_mu, new_phi, new_sigma)


def aged(player: Rating, periods: float) -> Rating:
    """The rating after ``periods`` rating periods (fractional allowed) without a result: only the deviation
    grows, sqrt(phi^2 + periods * sigma^2), up to ``MAX_DEVIATION``."""
    if periods <= 0:
        return player
    phi = player.deviation / SCALE
    return _bounded(player.rating, math.sqrt(phi * phi + periods * player.volatility ** 2), player.volatility)
