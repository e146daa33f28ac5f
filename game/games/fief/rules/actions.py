"""The typed actions of Fief. Each is small; compound turns end with ``Done``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.engine import Action


class FiefAction(Action, game="fief"):
    """Every action of Fief: its kinds belong to the game "fief"."""


@dataclass(frozen=True, slots=True)
class Done(FiefAction):
    """End this turn's part (movement, purchases, pillage)."""

    kind: ClassVar[str] = "done"


@dataclass(frozen=True, slots=True)
class ChooseStart(FiefAction):
    """Setup: place the starting lord, troops and stronghold in an unoccupied village."""

    kind: ClassVar[str] = "choose_start"
    village: str


@dataclass(frozen=True, slots=True)
class Move(FiefAction):
    """Move a lord (and the troops travelling with him) one road (5.0)."""

    kind: ClassVar[str] = "move"
    lord: str
    to: str
    #: Spend a Secret Passage card: this move ignores Heavy Rain and needs nobody's leave (10.2.1).
    passage: bool = False


@dataclass(frozen=True, slots=True)
class PickUp(FiefAction):
    """A lord takes troops of his family from his village along (5.0)."""

    kind: ClassVar[str] = "pick_up"
    lord: str
    unit: str  # "knight" or "man_at_arms"
    count: int


@dataclass(frozen=True, slots=True)
class Drop(FiefAction):
    """A lord leaves some of the troops travelling with him in his village (5.0)."""

    kind: ClassVar[str] = "drop"
    lord: str
    unit: str
    count: int


@dataclass(frozen=True, slots=True)
class Permit(FiefAction):
    """Answer another family's request to pass: allow or refuse (5.0)."""

    kind: ClassVar[str] = "permit"
    allow: bool


@dataclass(frozen=True, slots=True)
class Buy(FiefAction):
    """Buy one man-at-arms, knight, mill or stronghold and place it in a village (4.1, 4.2)."""

    kind: ClassVar[str] = "buy"
    item: str  # "man_at_arms", "knight", "mill", "stronghold"
    village: str


@dataclass(frozen=True, slots=True)
class BuyFiefTitle(FiefAction):
    """Buy a fief's title for a lord, flipping a stronghold there to a Fortified City (4.3)."""

    kind: ClassVar[str] = "buy_fief_title"
    fief: int
    lord: str
    city: str  # village whose stronghold becomes the Fortified City


@dataclass(frozen=True, slots=True)
class TransferFiefTitle(FiefAction):
    """Give one of a lord's two fief titles to another lord of the family (4.3)."""

    kind: ClassVar[str] = "transfer_fief_title"
    fief: int
    to_lord: str


@dataclass(frozen=True, slots=True)
class ClaimTitle(FiefAction):
    """Name the lord who takes the title of a Fortified City the family took (4.3)."""

    kind: ClassVar[str] = "claim_title"
    fief: int
    lord: str


@dataclass(frozen=True, slots=True)
class TransferControl(FiefAction):
    """Hand control of a village to another family present there (5.1)."""

    kind: ClassVar[str] = "transfer_control"
    village: str
    to_seat: int


@dataclass(frozen=True, slots=True)
class Pillage(FiefAction):
    """Destroy one mill in a village the family controls, for 1 denier (6.5)."""

    kind: ClassVar[str] = "pillage"
    village: str


@dataclass(frozen=True, slots=True)
class Discard(FiefAction):
    """Before drawing, put a card of the hand face up on its discard pile (2.1)."""

    kind: ClassVar[str] = "discard"
    card: str


@dataclass(frozen=True, slots=True)
class DrawLord(FiefAction):
    """Draw the top card of the Lord deck into the hand (2.1)."""

    kind: ClassVar[str] = "draw_lord"


@dataclass(frozen=True, slots=True)
class PlayLord(FiefAction):
    """Play a Lord card from the hand: a new family member enters the map (2.4.1)."""

    kind: ClassVar[str] = "play_lord"
    card: str
    village: str


@dataclass(frozen=True, slots=True)
class DrawFortune(FiefAction):
    """Draw from the Fortune & Disaster deck until a Fortune card comes up (2.1)."""

    kind: ClassVar[str] = "draw_fortune"


@dataclass(frozen=True, slots=True)
class PlayFortune(FiefAction):
    """Play Bountiful Harvest or Good Weather on a bishopric (2.4.2, 2.4.3)."""

    kind: ClassVar[str] = "play_fortune"
    card: str
    bishopric: int


@dataclass(frozen=True, slots=True)
class PlayTax(FiefAction):
    """Play a Taxes card: a tallage on a fief or a tithe on a bishopric, levied by one of
    the family's lords (2.4.4-2.4.6). A tithe on bishopric 0 is the Pope's, on all
    governed bishoprics."""

    kind: ClassVar[str] = "play_tax"
    tax: str  # "tallage" or "tithe"
    target: int
    lord: str


@dataclass(frozen=True, slots=True)
class LoseTroops(FiefAction):
    """Choose which troops the Plague takes (2.3.3)."""

    kind: ClassVar[str] = "lose_troops"
    knights: int
    men_at_arms: int


@dataclass(frozen=True, slots=True)
class PlayDarc(FiefAction):
    """Play the d'Arc card on an unmarried lady of any family (9.1)."""

    kind: ClassVar[str] = "play_darc"
    lady: str


@dataclass(frozen=True, slots=True)
class Assassinate(FiefAction):
    """Play Assassination against another family's lord, one of the family's own lords
    sponsoring it and taking the Assassin marker (10.3)."""

    kind: ClassVar[str] = "assassinate"
    target: str
    sponsor: str


@dataclass(frozen=True, slots=True)
class PlayJustice(FiefAction):
    """Play Justice against the lord who bears the Assassin marker (10.4)."""

    kind: ClassVar[str] = "play_justice"
    target: str


@dataclass(frozen=True, slots=True)
class Escape(FiefAction):
    """Answer an Assassination with a Secret Passage: the attempt fails (10.2.3)."""

    kind: ClassVar[str] = "escape"


@dataclass(frozen=True, slots=True)
class PlayUprising(FiefAction):
    """Play an Uprising on a taxed or starving village; ``first`` is the family whose
    troops it attacks first when several have troops there (10.1)."""

    kind: ClassVar[str] = "play_uprising"
    village: str
    first: int


@dataclass(frozen=True, slots=True)
class JoinUprising(FiefAction):
    """Add a card to the Uprising under way: another Uprising card, or a Secret Passage
    that cancels its attacker penalties (10.1, 10.2.2)."""

    kind: ClassVar[str] = "join_uprising"
    passage: bool = False


@dataclass(frozen=True, slots=True)
class PlayCardinal(FiefAction):
    """Play a Cardinal card on a Bishop in play, who becomes Cardinal (9.2, 1.5)."""

    kind: ClassVar[str] = "play_cardinal"
    card: str
    bishop: str


@dataclass(frozen=True, slots=True)
class Consent(FiefAction):
    """The Pope's answer to a new Cardinal (1.7, 9.2)."""

    kind: ClassVar[str] = "consent"
    allow: bool


@dataclass(frozen=True, slots=True)
class StopUprising(FiefAction):
    """A Bishop of the village's bishopric tries to calm the mob (dead on a failure), or a
    Cardinal anywhere, for 3 deniers (no risk): 1-4 stops the Uprising (1.4, 1.5)."""

    kind: ClassVar[str] = "stop_uprising"
    lord: str
    as_cardinal: bool = False


# --------------------------------------------------------------------------- war (5.2, 6.0-6.4, 10.2, 10.5)


@dataclass(frozen=True, slots=True)
class DeclareBattle(FiefAction):
    """Attack another family's units in a village where the family has a lord (6.0)."""

    kind: ClassVar[str] = "declare_battle"
    village: str
    target: int


@dataclass(frozen=True, slots=True)
class ChooseSide(FiefAction):
    """A third family present at a battle joins the attackers (0), the defenders (1) or
    stays out (-1) (6.0)."""

    kind: ClassVar[str] = "choose_side"
    side: int


@dataclass(frozen=True, slots=True)
class Fight(FiefAction):
    """Fight on: roll the battle dice once everyone engaged agrees (6.2)."""

    kind: ClassVar[str] = "fight"


@dataclass(frozen=True, slots=True)
class Surrender(FiefAction):
    """After a roll, give up: the family's troops there are disbanded, its lords taken captive (6.3)."""

    kind: ClassVar[str] = "surrender"


@dataclass(frozen=True, slots=True)
class OfferTruce(FiefAction):
    """Offer to end the battle: everyone stays, and ``control`` holds the village (6.3)."""

    kind: ClassVar[str] = "offer_truce"
    control: int


@dataclass(frozen=True, slots=True)
class AnswerTruce(FiefAction):
    """Accept or refuse a truce offered in the battle (6.3)."""

    kind: ClassVar[str] = "answer_truce"
    accept: bool


@dataclass(frozen=True, slots=True)
class CallOff(FiefAction):
    """The attacker of a stronghold ends the battle after a roll; the siege goes on (6.1, 6.3)."""

    kind: ClassVar[str] = "call_off"


@dataclass(frozen=True, slots=True)
class Sally(FiefAction):
    """After the attacker called off: leave the walls and fight on in the open, or not (6.1)."""

    kind: ClassVar[str] = "sally"
    fight: bool


@dataclass(frozen=True, slots=True)
class SwitchSide(FiefAction):
    """An ally changes sides between two rolls (6.0)."""

    kind: ClassVar[str] = "switch_side"


@dataclass(frozen=True, slots=True)
class EndBattle(FiefAction):
    """The Ambush took the opponent's last lord: its player ends the battle (10.5)."""

    kind: ClassVar[str] = "end_battle"


@dataclass(frozen=True, slots=True)
class Tunnels(FiefAction):
    """The attacker plays a Secret Passage: no attacker penalty in this battle (10.2.2)."""

    kind: ClassVar[str] = "tunnels"


@dataclass(frozen=True, slots=True)
class PlayAmbush(FiefAction):
    """Play Ambush during a battle to take an enemy lord in it captive (10.5)."""

    kind: ClassVar[str] = "play_ambush"
    target: str


@dataclass(frozen=True, slots=True)
class TakeHits(FiefAction):
    """A side's strongest family removes its casualties (6.2.2): for each family of the
    side ``(seat, knights, men_at_arms)`` removed, and the lords killed once no troop is
    left (those not killed are taken captive)."""

    kind: ClassVar[str] = "take_hits"
    losses: tuple[tuple[int, int, int], ...]
    killed: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Besiege(FiefAction):
    """Lay siege to another family's stronghold or Fortified City with a siege engine (6.4)."""

    kind: ClassVar[str] = "besiege"
    village: str


@dataclass(frozen=True, slots=True)
class EndSiege(FiefAction):
    """Lift the family's siege; its siege engine goes back to its stock (6.4.1)."""

    kind: ClassVar[str] = "end_siege"
    village: str


@dataclass(frozen=True, slots=True)
class Cavalcade(FiefAction):
    """A lord with only knights (and a move left after it) fights his way through the
    opposing troops where he stands, at once (5.2)."""

    kind: ClassVar[str] = "cavalcade"
    lord: str


@dataclass(frozen=True, slots=True)
class LeadCaptive(FiefAction):
    """A lord takes a captive along on his moves, or leaves him where he is (6.2.3)."""

    kind: ClassVar[str] = "lead_captive"
    lord: str
    captive: str
    take: bool = True


@dataclass(frozen=True, slots=True)
class PayRansom(FiefAction):
    """Ransom a captive of the family (6.2.4): the full sum frees him at once, a lower
    sum needs the captor's consent; the freed lord goes to ``village`` (2.4.1)."""

    kind: ClassVar[str] = "pay_ransom"
    lord: str
    amount: int
    village: str


@dataclass(frozen=True, slots=True)
class AnswerRansom(FiefAction):
    """The captor accepts or refuses a ransom lower than the full sum (6.2.4)."""

    kind: ClassVar[str] = "answer_ransom"
    accept: bool


@dataclass(frozen=True, slots=True)
class FreeCaptives(FiefAction):
    """Play a Secret Passage: the family's captives escape, without ransom, to
    ``village`` (10.2.3)."""

    kind: ClassVar[str] = "free_captives"
    village: str


@dataclass(frozen=True, slots=True)
class ProposeMarriage(FiefAction):
    """Offer a marriage between a lord and a lady of two families (1.1); one of them is
    of the proposing family, and the other family answers."""

    kind: ClassVar[str] = "propose_marriage"
    lord: str
    lady: str


@dataclass(frozen=True, slots=True)
class AnswerMarriage(FiefAction):
    """Accept or refuse a marriage offered to the family (1.1)."""

    kind: ClassVar[str] = "answer_marriage"
    accept: bool


@dataclass(frozen=True, slots=True)
class DeclareCandidate(FiefAction):
    """Put forward one of the family's eligible lords in the election under way (1.3)."""

    kind: ClassVar[str] = "declare_candidate"
    lord: str


@dataclass(frozen=True, slots=True)
class CastVotes(FiefAction):
    """Lay the family's Vote markers face down (1.3): the FOR marker on ``support`` and
    the DECOY marker on ``decoy``; "" leaves that marker in hand. Only the FOR marker
    carries the family's votes."""

    kind: ClassVar[str] = "cast_votes"
    support: str = ""
    decoy: str = ""


@dataclass(frozen=True, slots=True)
class Excommunicate(FiefAction):
    """The Pope's family excommunicates a lord, once a round, one lord at a time (1.7)."""

    kind: ClassVar[str] = "excommunicate"
    lord: str


@dataclass(frozen=True, slots=True)
class LiftExcommunication(FiefAction):
    """The Pope's family lifts the excommunication in force (1.7)."""

    kind: ClassVar[str] = "lift_excommunication"


@dataclass(frozen=True, slots=True)
class RequestAnnulment(FiefAction):
    """A family asks the Pope to annul its marriage (1.1.1, 1.7)."""

    kind: ClassVar[str] = "request_annulment"


@dataclass(frozen=True, slots=True)
class AnswerAnnulment(FiefAction):
    """The Pope's family grants or refuses an annulment asked of it (1.7)."""

    kind: ClassVar[str] = "answer_annulment"
    grant: bool


@dataclass(frozen=True, slots=True)
class GiftFiefTitle(FiefAction):
    """The King (or the Queen Regent) gives an unclaimed fief title, free, to a lord who
    meets every condition to buy it (1.8, during purchases)."""

    kind: ClassVar[str] = "gift_fief_title"
    fief: int
    lord: str
    city: str  # the stronghold that becomes the fief's Fortified City (4.3)


@dataclass(frozen=True, slots=True)
class BuyCardinal(FiefAction):
    """Buy the purchasable Cardinal biretta and give it at once to a Bishop (4.4, 1.5)."""

    kind: ClassVar[str] = "buy_cardinal"
    bishop: str


@dataclass(frozen=True, slots=True)
class Bargain(FiefAction):
    """Start writing a deal for family ``to`` (8.0); its terms are added one by one."""

    kind: ClassVar[str] = "bargain"
    to: int


@dataclass(frozen=True, slots=True)
class DealTerm(FiefAction):
    """Change one term of the deal being written (8.0): ``term`` is "give_deniers",
    "take_deniers" or "take_cards" with ``value`` "+" or "-", or "give_card" (a card of
    the hand), "village" (a village whose control is handed over), "free" (a captive of
    theirs the family lets go) or "ask_free" (a lord of the family they hold) with
    ``value`` the card, village or lord, added or taken out again."""

    kind: ClassVar[str] = "deal_term"
    term: str
    value: str


@dataclass(frozen=True, slots=True)
class SendDeal(FiefAction):
    """Offer the deal written so far; the other family accepts or refuses it."""

    kind: ClassVar[str] = "send_deal"


@dataclass(frozen=True, slots=True)
class DropDeal(FiefAction):
    """Tear up the deal being written."""

    kind: ClassVar[str] = "drop_deal"


@dataclass(frozen=True, slots=True)
class AnswerDeal(FiefAction):
    """Accept a deal (giving ``cards`` from the hand when it asks for cards) or refuse it."""

    kind: ClassVar[str] = "answer_deal"
    accept: bool
    cards: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class OpenTalk(FiefAction):
    """Spend a Diplomacy marker for three minutes of private talk with ``others`` (8.0)."""

    kind: ClassVar[str] = "open_talk"
    others: tuple[int, ...]
