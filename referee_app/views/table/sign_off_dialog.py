"""The sign-off sheet on screen (the page the PDF holds), saved as PDF or CSV from here."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from referee_app.core.case_files import CaseFileError, TableFile
from referee_app.graphics.sign_off import export_sign_off, render_image
from referee_app.text.placeholders import fill

__all__ = ["SignOffDialog"]


class SignOffDialog(QDialog):
    """The sheet as an image in a scroll area; Save as PDF…, Save as CSV…, Close."""

    def __init__(self, game: TableFile, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setWindowTitle(self.tr("Sign-off sheet"))
        self.page = QLabel(self)
        self.page.setObjectName("sign_off_page")
        self.page.setPixmap(QPixmap.fromImage(render_image(game)))
        scroll = QScrollArea(self)
        scroll.setWidget(self.page)
        scroll.setWidgetResizable(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.pdf_button = QPushButton(self.tr("Save as PDF…"), self)
        self.csv_button = QPushButton(self.tr("Save as CSV…"), self)
        buttons.addButton(self.pdf_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.csv_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.pdf_button.clicked.connect(lambda: self.save("pdf"))
        self.csv_button.clicked.connect(lambda: self.save("csv"))
        layout = QVBoxLayout(self)
        layout.addWidget(scroll)
        layout.addWidget(buttons)
        self.resize(self.page.pixmap().width() + 48, 760)

    def ask_path(self, kind: str) -> str | None:
        file_filter = self.tr("PDF (*.pdf)") if kind == "pdf" else self.tr("CSV (*.csv)")
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the sign-off sheet"), f"sign-off.{kind}", file_filter
        )
        return path or None

    def save(self, kind: str) -> bool:
        """Ask where and write the sheet; a message box says why when it cannot."""
        path = self.ask_path(kind)
        if path is None:
            return False
        if not path.lower().endswith(f".{kind}"):
            path += f".{kind}"
        try:
            export_sign_off(self.game, Path(path))
        except (CaseFileError, OSError, ValueError) as exc:
            detail = exc.message() if isinstance(exc, CaseFileError) else str(exc)
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Sign-off sheet"), "", parent=self)
            box.setTextFormat(Qt.TextFormat.PlainText)
            box.setText(fill(self.tr("The sheet could not be saved: %1"), detail))
            box.exec()
            return False
        return True
