"""Hand-drawn widgets on the parchment theme."""

from game.ui.widgets.base import Widget, WidgetGroup
from game.ui.widgets.button import Button
from game.ui.widgets.dropdown import Dropdown
from game.ui.widgets.label import Label
from game.ui.widgets.panel import Panel
from game.ui.widgets.scroll import ScrollList, ScrollView
from game.ui.widgets.selector import Choice, CycleSelector
from game.ui.widgets.text_input import TextInput
from game.ui.widgets.toggle import Toggle
from game.ui.widgets.tooltip import Tooltip, draw_tooltip

__all__ = [
    "Button",
    "Choice",
    "CycleSelector",
    "Dropdown",
    "Label",
    "Panel",
    "ScrollList",
    "ScrollView",
    "TextInput",
    "Toggle",
    "Tooltip",
    "Widget",
    "WidgetGroup",
    "draw_tooltip",
]
