// Stand-in for the third-party chat widget: builds its launcher a moment after loading, as real ones do.
(function () {
  setTimeout(function () {
    if (document.querySelector('[data-academy-chat-widget]')) return;
    var launcher = document.createElement('button');
    launcher.type = 'button';
    launcher.setAttribute('data-academy-chat-widget', '');
    launcher.setAttribute('aria-label', document.documentElement.lang === 'ar' ? 'تحدث معنا' : 'Chat with us');
    // An inline icon rather than an emoji: machines without an emoji font would show an empty box.
    launcher.innerHTML =
      '<svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/></svg>';
    launcher.style.cssText =
      'position:fixed;bottom:20px;display:grid;place-items:center;width:56px;height:56px;border-radius:50%;border:0;background:#0f172a;color:#fff;font-size:24px;box-shadow:0 4px 12px rgba(0,0,0,.25);cursor:pointer;z-index:8000';
    document.body.appendChild(launcher);
  }, 300);
})();
